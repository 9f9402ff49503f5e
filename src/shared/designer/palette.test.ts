import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../generated/elements.gen.ts';
import { paletteSections } from './palette.ts';

describe('designer palette', () => {
  it('offers every element type once, in the four groups of the specification', () => {
    const sections = paletteSections();
    expect(sections.map((section) => section.group)).toEqual([
      'Inputs',
      'Actions',
      'Text Content',
      'Structure & Other',
    ]);
    const offered = sections.flatMap((section) => section.items.map((item) => item.type)).sort();
    expect(offered).toEqual(Object.keys(elementRegistry).sort());
  });

  it('filters by label ignoring case and drops groups left empty', () => {
    const sections = paletteSections('  SECT');
    expect(sections).toEqual([
      { group: 'Structure & Other', items: [{ type: expect.any(String), label: 'Section' }] },
    ]);
    expect(paletteSections('no element has this label')).toEqual([]);
  });
});
