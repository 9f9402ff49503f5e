import { describe, expect, it } from 'vitest';
import type { ElementType, FormElement } from '../generated/types.gen.ts';
import {
  PLACEMENT_MESSAGES,
  addElement,
  moveElement,
  newElement,
  nextQuestionCode,
} from './element-placement.ts';

const el = (guid: string, type: ElementType, parentGuid: string | null = null): FormElement =>
  ({ guid, type, questionCode: guid, parentGuid, properties: {} }) as FormElement;

// s1: title heading h1, text t1, repeater r1 (holding t2); s2: text t3.
const form = (): FormElement[] => [
  el('s1', 'Section'),
  el('h1', 'Heading', 's1'),
  el('t1', 'SimpleText', 's1'),
  el('r1', 'Repeater', 's1'),
  el('t2', 'SimpleText', 'r1'),
  el('s2', 'Section'),
  el('t3', 'SimpleText', 's2'),
];
/** The resulting list as guid<parent, or a failed test when the place was refused. */
function order(result: ReturnType<typeof moveElement>): string[] {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.components.map((element) => `${element.guid}<${element.parentGuid ?? ''}`);
}

describe('adding from the palette', () => {
  it('refuses a question outside a section', () => {
    expect(addElement(form(), el('n', 'Number'), { parentGuid: null, index: 0 })).toEqual({
      ok: false,
      message: PLACEMENT_MESSAGES.needsSection,
    });
    expect(addElement(form(), el('n', 'Number'), { parentGuid: 't1', index: 0 })).toMatchObject({
      ok: false,
      message: 'A form item must be added to a Section.',
    });
  });

  it('puts a section at the top level and a question into a section or a repeater', () => {
    expect(order(addElement(form(), el('s3', 'Section'), { parentGuid: null, index: 2 })).at(-1)).toBe('s3<');
    expect(order(addElement(form(), el('n', 'Number'), { parentGuid: 'r1', index: 0 }))).toContain('n<r1');
    expect(order(addElement([el('s', 'Section')], el('n', 'Number'), { parentGuid: 's', index: 0 }))).toEqual(
      ['s<', 'n<s'],
    );
  });

  it("keeps a section's title heading first", () => {
    const result = order(addElement(form(), el('n', 'Number'), { parentGuid: 's1', index: 0 }));
    expect(result.slice(0, 3)).toEqual(['s1<', 'h1<s1', 'n<s1']);
  });
});

describe('moving on the canvas', () => {
  it('moves an element with everything inside it', () => {
    expect(order(moveElement(form(), 'r1', { parentGuid: 's2', index: 1 }))).toEqual([
      's1<',
      'h1<s1',
      't1<s1',
      's2<',
      't3<s2',
      'r1<s2',
      't2<r1',
    ]);
  });

  it('reorders sections with their content', () => {
    expect(order(moveElement(form(), 's2', { parentGuid: null, index: 0 })).slice(0, 3)).toEqual([
      's2<',
      't3<s2',
      's1<',
    ]);
  });

  it('refuses to move the heading directly after a section', () => {
    expect(moveElement(form(), 'h1', { parentGuid: 's2', index: 0 })).toEqual({
      ok: false,
      message: 'This component cannot be moved',
    });
  });

  it('refuses a question at the top level and a container into itself', () => {
    expect(moveElement(form(), 't1', { parentGuid: null, index: 1 })).toMatchObject({
      message: PLACEMENT_MESSAGES.needsSection,
    });
    expect(moveElement(form(), 's1', { parentGuid: 'r1', index: 0 })).toEqual({ ok: false, message: null });
  });
});

describe('new elements', () => {
  it('get the type plus the count of that type plus one, skipping codes in use', () => {
    expect(nextQuestionCode(form(), 'SimpleText')).toBe('SimpleText4');
    expect(nextQuestionCode([el('SimpleText2', 'SimpleText')], 'SimpleText')).toBe('SimpleText3');
    expect(nextQuestionCode([{ ...el('x', 'SimpleText'), questionCode: 'SimpleText2' }], 'SimpleText')).toBe(
      'SimpleText3',
    );
    expect(newElement([], 'Number', 'g', 'f')).toMatchObject({ label: 'Number', questionCode: 'Number1' });
  });
});
