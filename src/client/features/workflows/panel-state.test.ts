import { describe, expect, it } from 'vitest';
import { initialPanels, savePanels, type PanelForm } from './panel-state.ts';

const forms: PanelForm[] = [
  { guid: 'a', name: 'Plan', displayOnStatus: ['Started'] },
  { guid: 'b', name: 'Visit', displayOnStatus: ['InProgress'] },
];

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('workflow drawer panels', () => {
  it('opens the panels whose displayOnStatus holds the status, and a single step form always', () => {
    const storage = memoryStorage();
    expect(initialPanels(storage, 'w1', forms, 'InProgress')).toEqual({ a: false, b: true });
    expect(initialPanels(storage, 'w1', [{ guid: 'a', name: 'Plan', displayOnStatus: [] }], 'X')).toEqual({
      a: true,
    });
  });

  it('remembers what the person opened, per workflow, as version 1 entries', () => {
    const storage = memoryStorage();
    savePanels(storage, 'w1', forms, { a: true, b: false });
    expect(JSON.parse(storage.getItem('bt.workflowPanels.w1')!)).toEqual({
      version: 1,
      entries: [
        { formGuid: 'a', name: 'Plan', open: true, index: 0 },
        { formGuid: 'b', name: 'Visit', open: false, index: 1 },
      ],
    });
    expect(initialPanels(storage, 'w1', forms, 'InProgress')).toEqual({ a: true, b: false });
    expect(initialPanels(storage, 'w2', forms, 'InProgress')).toEqual({ a: false, b: true });
  });
});
