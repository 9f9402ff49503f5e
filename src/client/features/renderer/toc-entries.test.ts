import { describe, expect, it } from 'vitest';
import { buildLayout, paginate } from './form-layout.ts';
import { buildToc } from './toc-entries.ts';
import { el, formOf } from './test-forms.ts';

const form = formOf([
  el('s1', 'Section', { label: 'Applicant' }),
  el('h1', 'Heading', { parentGuid: 's1', label: 'Contact' }),
  el('q1', 'SimpleText', { parentGuid: 's1', label: 'Name' }),
  el('s1a', 'Section', { parentGuid: 's1', label: 'Details' }),
  el('h2', 'Heading', { parentGuid: 's1a', label: 'More' }),
  el('s2', 'Section', { label: 'Payment' }),
  el('h3', 'Heading', { parentGuid: 's2', label: '' }),
]);

const layout = buildLayout(form);

describe('buildToc', () => {
  it('lists sections and their headings with depth and page', () => {
    const toc = buildToc(layout, paginate(layout, true));
    expect(toc).toEqual([
      { guid: 's1', label: 'Applicant', depth: 0, page: 0 },
      { guid: 'h1', label: 'Contact', depth: 1, page: 0 },
      { guid: 's1a', label: 'Details', depth: 1, page: 0 },
      { guid: 'h2', label: 'More', depth: 2, page: 0 },
      { guid: 's2', label: 'Payment', depth: 0, page: 1 },
    ]);
  });

  it('leaves out hidden elements and what is inside them', () => {
    const toc = buildToc(layout, paginate(layout, true), (guid) => guid === 's1a');
    expect(toc.map((entry) => entry.guid)).toEqual(['s1', 'h1', 's2']);
  });
});
