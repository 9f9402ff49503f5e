import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { canvasNodes } from './canvas-tree.ts';

const element = (guid: string, type: string, parentGuid?: string) =>
  ({ guid, type, label: guid, parentGuid }) as FormElement;

const form = [
  element('s1', 'Section'),
  element('q1', 'SimpleText', 's1'),
  element('s2', 'Section'),
  element('q2', 'SimpleText', 's2'),
  element('q3', 'Number', 's2'),
];

describe('canvas nodes', () => {
  it('nests each container’s children in display order', () => {
    const nodes = canvasNodes(form, new Map());
    expect(nodes.get('s2')!.ids).toEqual(['q2', 'q3']);
    expect([...nodes.get('s1')!.inside]).toEqual(['q1']);
  });

  it('keeps the node of a container nothing changed in, and renews the one holding the change', () => {
    const before = canvasNodes(form, new Map());
    const renamed = form.map((item) => (item.guid === 'q3' ? { ...item, label: 'Renamed' } : item));
    const after = canvasNodes(renamed, before);
    expect(after.get('s1')).toBe(before.get('s1'));
    expect(after.get('s2')).not.toBe(before.get('s2'));
    expect(after.get('s2')!.children[1]!.label).toBe('Renamed');
  });

  it('keeps the order of a container while its children stay in place, and renews it when they move', () => {
    const before = canvasNodes(form, new Map());
    const renamed = form.map((item) => (item.guid === 'q3' ? { ...item, label: 'Renamed' } : item));
    expect(canvasNodes(renamed, before).get('s2')!.ids).toBe(before.get('s2')!.ids);
    const swapped = [form[0]!, form[1]!, form[2]!, form[4]!, form[3]!];
    expect(canvasNodes(swapped, before).get('s2')!.ids).toEqual(['q3', 'q2']);
  });
});
