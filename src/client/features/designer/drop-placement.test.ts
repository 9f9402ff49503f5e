import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { moveElement } from '../../../shared/designer/element-placement.ts';
import { placementOf } from './drop-placement.ts';

const el = (guid: string, type: string, parentGuid: string | null = null) =>
  ({ guid, type, questionCode: guid, parentGuid, properties: {} }) as FormElement;
const form = [el('s', 'Section'), el('a', 'SimpleText', 's'), el('b', 'Number', 's'), el('c', 'Date', 's')];
const guids = (components: FormElement[]) => components.map((element) => element.guid).join(' ');

function drop(moving: string, overGuid: string) {
  const placement = placementOf(form, { kind: 'element', guid: overGuid }, moving);
  const result = moveElement(form, moving, placement!);
  if (!result.ok) throw new Error(String(result.message));
  return guids(result.components);
}

describe('dropping on the canvas', () => {
  it('puts an element dragged down after the one it is dropped on, and dragged up before it', () => {
    expect(drop('a', 'c')).toBe('s b c a');
    expect(drop('c', 'a')).toBe('s c a b');
    expect(drop('a', 'b')).toBe('s b a c');
  });

  it('puts an element dropped on a container zone at its end, and a new one before the element it is over', () => {
    expect(placementOf(form, { kind: 'container', parentGuid: 's' }, 'a')).toEqual({
      parentGuid: 's',
      index: 2,
    });
    expect(placementOf(form, { kind: 'element', guid: 'b' }, null)).toEqual({ parentGuid: 's', index: 1 });
  });
});
