import { describe, expect, it } from 'vitest';
import { buildLayout, paginate, TOP } from './form-layout.ts';
import { el, formOf } from './test-forms.ts';

const form = formOf([
  el('intro', 'FormText'),
  el('s1', 'Section', { label: 'First' }),
  el('q1', 'SimpleText', { parentGuid: 's1' }),
  el('old', 'SimpleText', { parentGuid: 's1', isArchived: true }),
  el('s2', 'Section', { label: '' }),
  el('gone', 'Section', { parentGuid: 's2', isArchived: true }),
  el('inGone', 'Number', { parentGuid: 'gone' }),
  el('q2', 'Number', { parentGuid: 's2' }),
  el('orphan', 'Boolean', { parentGuid: 'nowhere' }),
]);

describe('buildLayout', () => {
  it('nests children in display order and leaves archived elements (and their children) out', () => {
    const layout = buildLayout(form);
    expect(layout.childrenOf('s1').map((e) => e.guid)).toEqual(['q1']);
    expect(layout.childrenOf('s2').map((e) => e.guid)).toEqual(['q2']);
    expect(layout.byGuid.has('inGone')).toBe(true);
    expect(paginate(layout, true).pageOf('inGone')).toBeUndefined();
  });

  it('starts a page at each top-level section when split, elements before the first getting their own', () => {
    const layout = paginate(buildLayout(form), true);
    expect(layout.pages.map((page) => page.title)).toEqual(['Page 1', 'First', 'Page 3']);
    expect(layout.pages[2]!.roots.map((e) => e.guid)).toEqual(['s2', 'orphan']);
    expect(layout.pageOf('q2')).toBe(2);
  });

  it('keeps the whole form on one page when not split', () => {
    const layout = paginate(buildLayout(form), false);
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0]!.roots).toEqual(buildLayout(form).childrenOf(TOP));
    expect(layout.pageOf('q1')).toBe(0);
  });
});
