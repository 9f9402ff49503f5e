import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStatusList, checkTimeFrames } from './definition-checks.ts';
import { canRemoveEntry, isNewDefinition, moveEntry, newWorkflowDefinition } from './definition-draft.ts';

describe('a new workflow definition', () => {
  it('starts with Started, In Progress and Completed (the endpoint) and one Default frame, and passes the checks', () => {
    const draft = newWorkflowDefinition('6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1');
    expect(isNewDefinition(draft.guid)).toBe(true);
    expect(draft.statusList.map((status) => [status.label, status.isEndpoint])).toEqual([
      ['Started', false],
      ['In Progress', false],
      ['Completed', true],
    ]);
    expect(draft.timeFrames).toEqual([{ code: 'Default', label: 'Default', startDate: null, endDate: null }]);
    expect(checkStatusList(draft.statusList).errors).toEqual({});
    expect(checkTimeFrames(draft.timeFrames ?? []).errors).toEqual({});
  });

  it('keeps its defaults apart from one draft to the next', () => {
    const first = newWorkflowDefinition('a');
    first.statusList[0]!.label = 'Changed';
    expect(newWorkflowDefinition('a').statusList[0]!.label).toBe('Started');
  });

  it('tells saved definitions from new ones by the guid', () => {
    expect(isNewDefinition('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(false);
    expect(isNewDefinition('new-3')).toBe(true);
  });
});

describe('list entries', () => {
  it('may be removed only while more than one exists', () => {
    expect(canRemoveEntry([1])).toBe(false);
    expect(canRemoveEntry([1, 2])).toBe(true);
  });

  it('are moved by a drag without losing or duplicating any entry', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer(), { minLength: 1, maxLength: 20 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 }), fc.nat({ max: list.length - 1 })),
          ),
        ([list, from, to]) => {
          const moved = moveEntry(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          expect(moveEntry(moved, to, from)).toEqual(list);
        },
      ),
    );
  });
});
