import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { entities, entityDefinitions, itemDefinitions } from '../db/tables/entities.ts';
import {
  loginAccountOrgRoles,
  loginAccountOrgs,
  loginAccounts,
  orgGroupEntities,
  orgGroups,
  orgs,
} from '../db/tables/organisations.ts';
import { insertDemoWorkflows } from './demo-workflows.ts';
import type { DemoStaff } from './demo-workflow-types.ts';

/** A demo person: who they are, what they may do, and the kind of entity that represents them. */
export interface DemoPerson {
  email: string;
  name: string;
  roles: Role[];
  superAdmin: boolean;
  entityType: 'staff' | 'client';
  groups: Array<'Nurses' | 'Managers'>;
}

// The user editor's rule: a setup level (User Admin 0 … Setup Items 3) brings every lower level with it.
const setupLevels: Role[] = ['UserAdmin', 'ViewSetup', 'SetupBasic', 'SetupItems'];
const memberWithSetupLevel = (level: number): Role[] => ['Member', ...setupLevels.slice(0, level + 1)];

const person = (local: string, name: string, roles: Role[], more: Partial<DemoPerson> = {}): DemoPerson => ({
  email: `${local}@demo.example`,
  name,
  roles,
  superAdmin: false,
  entityType: 'staff',
  groups: [],
  ...more,
});

export const demoPeople: DemoPerson[] = [
  person('admin', 'Dana Admin', memberWithSetupLevel(3), { superAdmin: true, groups: ['Managers'] }),
  person('member', 'Morgan Member', ['Member'], { groups: ['Nurses'] }),
  person('viewsetup', 'Val Viewer', memberWithSetupLevel(1), { groups: ['Nurses'] }),
  person('setupbasic', 'Sam Setup', memberWithSetupLevel(2)),
  person('setupitems', 'Ira Items', memberWithSetupLevel(3)),
  person('useradmin', 'Uma Useradmin', memberWithSetupLevel(0), { groups: ['Managers'] }),
  person('guest', 'Gale Guest', ['Guest'], { entityType: 'client' }),
];

/** Enough compliance items in every status for the dashboard's Item Status counters to show something. */
const demoItems: Array<[name: string, status: string]> = [
  ['Criminal Record Check', 'Active'],
  ['First Aid Certificate', 'Active'],
  ['Tuberculosis Screening', 'Active'],
  ['Influenza Vaccination 2023', 'Inactive'],
  ['Driver Licence', 'Unused'],
  ['WHMIS Training', 'Unused'],
  ['Paper Orientation Form', 'Archived'],
];

/** Inserts the demo organisation and its people; `subjects` maps e-mail → identity subject (absent: a temporary account). */
export async function insertDemoOrganisation(
  tx: Db,
  subjects: ReadonlyMap<string, string>,
): Promise<{ orgGuid: string }> {
  const [org] = await tx
    .insert(orgs)
    .values({
      code: 'DEMO',
      name: 'Demo Health Services',
      websiteUrl: 'https://www.demo.example',
      contactNumber: '555-0100',
      email: 'office@demo.example',
      emailDomains: 'demo.example',
    })
    .returning();
  const orgGuid = org!.guid;

  const [staff, site, client] = await tx
    .insert(entityDefinitions)
    .values([
      { orgGuid, name: 'Staff Member', namePlural: 'Staff Members', icon: 'user', homePage: 'Default' },
      { orgGuid, name: 'Site', namePlural: 'Sites', icon: 'building', homePage: 'Default' },
      // Clients land on a workflow page; which one stays unset, so a Guest sees who they are until it is chosen.
      { orgGuid, name: 'Client', namePlural: 'Clients', icon: 'heart', homePage: 'Workflows' },
    ])
    .returning();
  // New people added to the organisation become staff members.
  await tx.update(orgs).set({ entityDefinitionGuid: staff!.guid }).where(eq(orgs.guid, orgGuid));

  const places = await tx
    .insert(entities)
    .values([
      { orgGuid, name: 'North Clinic', entityDefinitionGuid: site!.guid },
      { orgGuid, name: 'Riverside Clinic', entityDefinitionGuid: site!.guid },
      { orgGuid, name: 'Jordan Client', entityDefinitionGuid: client!.guid },
    ])
    .returning();
  const clients = new Map(
    places.filter((row) => row.entityDefinitionGuid === client!.guid).map((row) => [row.name, row.guid]),
  );
  let adminGuid: string | undefined;
  await tx.insert(itemDefinitions).values(
    demoItems.map(([name, status], index) => ({
      orgGuid,
      name,
      status,
      forEntityDefinitionGuid: staff!.guid,
      sortOrder: index,
    })),
  );

  const groups = await tx
    .insert(orgGroups)
    .values([
      { orgGuid, name: 'Nurses', forOwnWorkflow: 'Own' },
      { orgGuid, name: 'Managers', forOwnWorkflow: 'Others' },
    ])
    .returning();
  const groupGuid = new Map(groups.map((group) => [group.name, group.guid]));
  const staffPeople = new Map<string, DemoStaff>();

  for (const person of demoPeople) {
    const definition = person.entityType === 'client' ? client! : staff!;
    const [entity] = await tx
      .insert(entities)
      .values({ orgGuid, name: person.name, entityDefinitionGuid: definition.guid })
      .returning();
    const [account] = await tx
      .insert(loginAccounts)
      .values({
        email: person.email,
        loginName: person.name,
        subject: subjects.get(person.email) ?? null,
        superAdmin: person.superAdmin,
        defaultOrgGuid: orgGuid,
      })
      .returning();
    await tx
      .insert(loginAccountOrgs)
      .values({ loginAccountGuid: account!.guid, orgGuid, entityGuid: entity!.guid });
    if (person.entityType === 'client') clients.set(person.name, entity!.guid);
    else
      staffPeople.set(person.name, {
        entityGuid: entity!.guid,
        loginAccountGuid: account!.guid,
        email: person.email,
      });
    if (person.superAdmin) adminGuid ??= account!.guid;
    await tx
      .insert(loginAccountOrgRoles)
      .values(person.roles.map((role) => ({ loginAccountGuid: account!.guid, orgGuid, role })));
    for (const name of person.groups) {
      await tx
        .insert(orgGroupEntities)
        .values({ orgGroupGuid: groupGuid.get(name)!, entityGuid: entity!.guid });
    }
  }
  await insertDemoWorkflows(tx, {
    orgGuid,
    clientDefinitionGuid: client!.guid,
    staffDefinitionGuid: staff!.guid,
    clients,
    staff: staffPeople,
    managersGroupGuid: groupGuid.get('Managers')!,
    createdByLoginAccountGuid: adminGuid!,
  });
  return { orgGuid };
}
