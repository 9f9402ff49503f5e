import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { moveElement, PLACEMENT_MESSAGES } from '../../../shared/designer/element-placement.ts';
import { arrowMovePlacement, type ArrowDirection } from './arrow-moves.ts';

const el = (guid: string, type: string, parentGuid: string | null = null) =>
  ({ guid, type, questionCode: guid, parentGuid, properties: {} }) as FormElement;

// s1: title heading, a, b, r (repeater: x);  s2: c
const form = [
  el('s1', 'Section'),
  el('t', 'Heading', 's1'),
  el('a', 'SimpleText', 's1'),
  el('b', 'Number', 's1'),
  el('r', 'Repeater', 's1'),
  el('x', 'Date', 'r'),
  el('s2', 'Section'),
  el('c', 'Money', 's2'),
];
const layout = (components: readonly FormElement[]) =>
  components
    .map((element) => `${element.guid}${element.parentGuid ? `<${element.parentGuid}` : ''}`)
    .join(' ');

function step(components: readonly FormElement[], guid: string, direction: ArrowDirection) {
  const placement = arrowMovePlacement(components, components, guid, direction);
  if (!placement) return { moved: false as const };
  const result = moveElement(components, guid, placement);
  return result.ok
    ? { moved: true as const, components: result.components }
    : { moved: false as const, message: result.message };
}

describe('arrow-key moves on the canvas', () => {
  it('passes a neighbour, and enters a neighbouring repeater or section', () => {
    const down = step(form, 'a', 'down');
    expect(down.moved && layout(down.components)).toBe('s1 t<s1 b<s1 a<s1 r<s1 x<r s2 c<s2');
    const intoRepeater = step(form, 'b', 'down');
    expect(intoRepeater.moved && layout(intoRepeater.components)).toBe('s1 t<s1 a<s1 r<s1 b<r x<r s2 c<s2');
    const intoNextSection = step(form, 'r', 'down');
    expect(intoNextSection.moved && layout(intoNextSection.components)).toBe(
      's1 t<s1 a<s1 b<s1 s2 r<s2 x<r c<s2',
    );
  });

  it('steps out of a container at its ends, never above a section title', () => {
    const outOfRepeater = step(form, 'x', 'up');
    expect(outOfRepeater.moved && layout(outOfRepeater.components)).toBe(
      's1 t<s1 a<s1 b<s1 x<s1 r<s1 s2 c<s2',
    );
    // a sits right under the title: up leaves the section, where a question may not stand alone.
    expect(step(form, 'a', 'up')).toEqual({ moved: false, message: PLACEMENT_MESSAGES.needsSection });
    // c is the first of s2: up takes it on to the end of the previous section.
    const intoPrevious = step(form, 'c', 'up');
    expect(intoPrevious.moved && layout(intoPrevious.components)).toBe('s1 t<s1 a<s1 b<s1 r<s1 x<r c<s1 s2');
  });

  it('moves sections past each other, keeps a title in place and stops at the ends of the form', () => {
    const sectionUp = step(form, 's2', 'up');
    expect(sectionUp.moved && layout(sectionUp.components)).toBe('s2 c<s2 s1 t<s1 a<s1 b<s1 r<s1 x<r');
    expect(step(form, 't', 'down')).toEqual({ moved: false, message: PLACEMENT_MESSAGES.cannotMove });
    expect(arrowMovePlacement(form, form, 's1', 'up')).toBeNull();
    expect(arrowMovePlacement(form, form, 's2', 'down')).toBeNull();
  });
});
