import { describe, expect, it } from 'vitest';
import {
  groupNameProblem,
  isNewGroup,
  newGroup,
  searchGroups,
  splitEntities,
  toGroupBody,
} from './group-form.ts';

const ada = { guid: 'a', name: 'Ada' };
const bob = { guid: 'b', name: 'Bob' };
const cy = { guid: 'c', name: 'Cy' };

describe('security group editor', () => {
  it('needs a name', () => {
    expect(groupNameProblem('  ')).toBe('Name needed');
    expect(groupNameProblem('Night shift')).toBeUndefined();
  });

  it('knows an unsaved group by its placeholder guid', () => {
    expect(isNewGroup(newGroup('org').guid)).toBe(true);
    expect(isNewGroup('5a1c7f52-8f43-4d4e-9f1a-2b6c0c2d9e11')).toBe(false);
  });

  it('splits the entities into available and added, by name', () => {
    const { available, added } = splitEntities([cy, bob, ada], [cy]);
    expect(available.map((e) => e.name)).toEqual(['Ada', 'Bob']);
    expect(added.map((e) => e.name)).toEqual(['Cy']);
  });

  it('saves the trimmed name and the added entity guids', () => {
    const body = toGroupBody(newGroup('org'), ' Nights ', 'Own', [ada, bob]);
    expect(body).toMatchObject({ name: 'Nights', forOwnWorkflow: 'Own', entityGuids: ['a', 'b'] });
  });

  it('searches names of groups and of their entities', () => {
    const groups = [
      { ...newGroup('o'), guid: 'g1', name: 'Managers', entities: [ada] },
      { ...newGroup('o'), guid: 'g2', name: 'Staff' },
    ];
    expect(searchGroups(groups, 'ada').map((g) => g.guid)).toEqual(['g1']);
    expect(searchGroups(groups, 'STAFF').map((g) => g.guid)).toEqual(['g2']);
  });
});
