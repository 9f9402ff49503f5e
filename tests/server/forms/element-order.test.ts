import { describe, expect, it } from 'vitest';
import { placeBlock, subtreeOf } from '../../../src/server/repositories/element-order.ts';
import { formCodeFromName } from '../../../src/server/api/form-code.ts';
import { nextQuestionCode } from '../../../src/server/api/form-element-checks.ts';
import type { FormElement } from '../../../src/shared/generated/types.gen.ts';

// s1 [ a, r [ r1, r2 ], b ], s2 [ c ]
const form = [
  { guid: 's1', parentGuid: null },
  { guid: 'a', parentGuid: 's1' },
  { guid: 'r', parentGuid: 's1' },
  { guid: 'r1', parentGuid: 'r' },
  { guid: 'r2', parentGuid: 'r' },
  { guid: 'b', parentGuid: 's1' },
  { guid: 's2', parentGuid: null },
  { guid: 'c', parentGuid: 's2' },
];
const guids = (order: readonly { guid: string }[]) => order.map((element) => element.guid);

describe('element order', () => {
  it('finds a subtree through parent links', () => {
    expect(subtreeOf(form, 'r')).toEqual(new Set(['r', 'r1', 'r2']));
    expect(subtreeOf(form, 's2')).toEqual(new Set(['s2', 'c']));
  });

  it('places a new element at the end of its parent’s contents, or of the form', () => {
    expect(guids(placeBlock(form, [{ guid: 'n', parentGuid: 'r' }], 'r'))).toEqual([
      's1',
      'a',
      'r',
      'r1',
      'r2',
      'n',
      'b',
      's2',
      'c',
    ]);
    expect(guids(placeBlock(form, [{ guid: 'n', parentGuid: 's1' }], 's1'))).toEqual([
      's1',
      'a',
      'r',
      'r1',
      'r2',
      'b',
      'n',
      's2',
      'c',
    ]);
    expect(guids(placeBlock(form, [{ guid: 'n', parentGuid: null }], null))).toEqual([...guids(form), 'n']);
  });

  it('moves a block with its contents to another parent', () => {
    const block = form.filter((element) => subtreeOf(form, 'r').has(element.guid));
    expect(guids(placeBlock(form, block, 's2'))).toEqual(['s1', 'a', 'b', 's2', 'c', 'r', 'r1', 'r2']);
  });
});

describe('generated codes', () => {
  const element = (type: string, questionCode: string) => ({ type, questionCode }) as FormElement;

  it('numbers a question code after the elements of its type, skipping codes in use', () => {
    expect(nextQuestionCode([], 'Number')).toBe('Number1');
    expect(nextQuestionCode([element('Number', 'Age'), element('Section', 'Section1')], 'Number')).toBe(
      'Number2',
    );
    expect(nextQuestionCode([element('Number', 'Number2')], 'Number')).toBe('Number3');
  });

  it('makes a form code from a name', () => {
    expect(formCodeFromName('Site Visit #2')).toBe('SiteVisit2');
    expect(formCodeFromName('***')).toBe('Form1');
    expect(formCodeFromName('User')).toBe('User1');
    expect(formCodeFromName('x'.repeat(80))).toHaveLength(50);
  });
});
