import { describe, expect, it } from 'vitest';
import { menuModel, visibleMenu, type MenuSection } from './menu-model.ts';

const titles = (sections: MenuSection[]) => sections.map((section) => section.title);
const labels = (sections: MenuSection[]) =>
  sections.flatMap((section) => section.items.map((item) => item.label));

describe('side menu', () => {
  it('offers a member the Summaries dashboard under Dashboards', () => {
    const menu = visibleMenu(menuModel, { roles: ['Member'], superAdmin: false });
    expect(titles(menu)).toEqual(['Dashboards']);
    expect(menu[0]?.items.map((item) => [item.label, item.to])).toEqual([['Summaries', '/main-dashboard']]);
  });

  it('has nothing for a guest, so the menu is hidden', () => {
    expect(visibleMenu(menuModel, { roles: ['Guest'], superAdmin: false })).toEqual([]);
  });

  it('does not give a super admin member-only pages by the flag alone', () => {
    const labels = visibleMenu(menuModel, { roles: [], superAdmin: true }).flatMap((section) =>
      section.items.map((item) => item.label),
    );
    expect(labels).not.toContain('Summaries');
    expect(labels).not.toContain('Members');
    expect(labels).toContain('Organizations');
  });

  it('offers every setup role the items and workflow definitions under Setup, and members without one nothing there', () => {
    for (const role of ['ViewSetup', 'SetupBasic', 'SetupItems'] as const) {
      const menu = visibleMenu(menuModel, { roles: ['Member', role], superAdmin: false });
      expect(
        menu.find((section) => section.title === 'Setup')?.items.map((item) => [item.label, item.to]),
      ).toEqual([
        ['Items', '/setup-items'],
        ['Workflows', '/setup-workflows'],
      ]);
    }
    expect(
      titles(visibleMenu(menuModel, { roles: ['Member', 'UserAdmin'], superAdmin: false })),
    ).not.toContain('Setup');
  });

  it('offers a User Admin the administration pages', () => {
    const admin = visibleMenu(menuModel, { roles: ['Member', 'UserAdmin'], superAdmin: false });
    expect(admin.find((section) => section.title === 'Admin')?.items.map((item) => item.label)).toEqual([
      'Organizations',
      'Security Groups',
      'Members',
      'Guests',
    ]);
  });

  it('shows an item when the user holds any of its roles, or is super admin on a super-admin route', () => {
    const model: MenuSection[] = [
      {
        title: 'Setup',
        items: [{ label: 'Entities', to: '/setup-entity-types', access: { roles: ['ViewSetup'] } }],
      },
      {
        title: 'Admin',
        items: [
          {
            label: 'Organizations',
            to: '/organizations',
            access: { roles: ['UserAdmin'], superAdmin: true },
          },
        ],
      },
      {
        title: 'Tech Support',
        items: [{ label: 'Raw Forms', to: '/tech-forms', access: { superAdmin: true } }],
      },
    ];
    expect(labels(visibleMenu(model, { roles: ['Member', 'ViewSetup'], superAdmin: false }))).toEqual([
      'Entities',
    ]);
    expect(labels(visibleMenu(model, { roles: ['UserAdmin'], superAdmin: false }))).toEqual([
      'Organizations',
    ]);
    expect(labels(visibleMenu(model, { roles: ['Member'], superAdmin: true }))).toEqual([
      'Organizations',
      'Raw Forms',
    ]);
  });

  it('keeps the spec’s section order', () => {
    expect(titles([...menuModel])).toEqual([
      'Dashboards',
      'Workflows',
      'Entities',
      'Setup',
      'Email',
      'Admin',
      'Tech Support',
    ]);
  });
});
