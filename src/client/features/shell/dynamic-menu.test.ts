import { describe, expect, it } from 'vitest';
import { entityMenuItems, withDynamicItems, workflowMenuItems } from './dynamic-menu.ts';
import { menuModel, visibleMenu } from './menu-model.ts';

const source = {
  workflowDefinitionDtos: [
    { guid: 'AB-1', name: 'Intake' },
    { guid: 'CD 2', name: 'Review' },
  ],
  entityDefinitionDtos: [
    {
      guid: 'e1',
      plural: 'People',
      childEntityDefinitions: [{ guid: 'e2', plural: 'Staff', childEntityDefinitions: [] }],
    },
  ],
};

describe('menu items from the organisation info', () => {
  it('lists workflows by name descending, each at its lowercased guid path', () => {
    expect(workflowMenuItems(source.workflowDefinitionDtos).map((item) => [item.label, item.to])).toEqual([
      ['Review', '/workflows/cd-2'],
      ['Intake', '/workflows/ab-1'],
    ]);
  });

  it('lists entity definitions, child definitions included, under their plural names', () => {
    expect(entityMenuItems(source.entityDefinitionDtos).map((item) => [item.label, item.to])).toEqual([
      ['People', '/entity/people'],
      ['Staff', '/entity/staff'],
    ]);
  });

  it('adds them only for pages that exist, and only for people the routes admit', () => {
    const none = withDynamicItems(menuModel, source, { workflows: false, entities: false });
    expect(none.find((section) => section.title === 'Workflows')?.items).toEqual([]);
    const all = withDynamicItems(menuModel, source, { workflows: true, entities: true });
    const guest = visibleMenu(all, { roles: ['Guest'], superAdmin: false });
    expect(guest.map((section) => section.title)).toEqual(['Workflows']);
    const setup = visibleMenu(all, { roles: ['Member', 'ViewSetup'], superAdmin: false });
    expect(setup.find((section) => section.title === 'Entities')?.items).toHaveLength(2);
  });
});
