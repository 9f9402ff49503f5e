import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIGGER,
  ITEM_MESSAGES,
  itemBody,
  itemHasChanges,
  itemProblems,
  newItemDefinition,
  triggerFromDraft,
} from './item-form.ts';

describe('the item definition drawer', () => {
  it('needs a name and an entity before a new item is saved (spec 5.11)', () => {
    const fresh = newItemDefinition('org');
    expect(itemProblems(fresh)).toEqual({
      name: [ITEM_MESSAGES.nameRequired],
      forEntityDefinitionGuid: [ITEM_MESSAGES.entityRequired],
    });
    expect(itemProblems({ ...fresh, name: 'First Aid', forEntityDefinitionGuid: 'staff' })).toEqual({});
  });

  it('lets an item go without statuses but checks the rows it has', () => {
    const item = { ...newItemDefinition('org'), name: 'x', forEntityDefinitionGuid: 'staff' };
    expect(itemProblems({ ...item, statusList: [] })).toEqual({});
    expect(
      itemProblems({
        ...item,
        statusList: [
          { code: 'Done', label: 'Done' },
          { code: 'done', label: '' },
        ],
      }),
    ).toEqual({
      'statusList.1.label': ['Label is required'],
      'statusList.1.code': ['Status with code done already exists'],
    });
  });

  it('sends a trimmed name and status codes made from labels, and sees no change in an untouched item', () => {
    const item = {
      ...newItemDefinition('org'),
      name: ' First Aid ',
      statusList: [{ code: '', label: 'In Review' }],
    };
    const body = itemBody(item);
    expect(body.name).toBe('First Aid');
    expect(body.statusList).toEqual([{ code: 'InReview', label: 'In Review', isEndpoint: false }]);
    expect(itemHasChanges(item, { ...item })).toBe(false);
    expect(itemHasChanges(item, { ...item, importance: 'Warning' })).toBe(true);
  });

  it('adds a trigger only when action, value, unit and type are all filled in', () => {
    expect(triggerFromDraft(EMPTY_TRIGGER)).toBe(ITEM_MESSAGES.triggerIncomplete);
    const complete = {
      action: 'Email',
      value: '2',
      unit: 'Week',
      type: 'Before',
      isRecurring: false,
    } as const;
    for (const field of ['action', 'value', 'unit', 'type'] as const) {
      expect(triggerFromDraft({ ...complete, [field]: '' })).toBe('Please fill in all fields');
    }
    expect(triggerFromDraft({ ...complete, value: '-1' })).toBe('Please fill in all fields');
    expect(triggerFromDraft(complete)).toEqual({
      action: 'Email',
      value: 2,
      unit: 'Week',
      type: 'Before',
      isRecurring: false,
    });
  });
});
