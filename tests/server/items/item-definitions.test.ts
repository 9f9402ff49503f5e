import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityDefinitions, itemDefinitions } from '../../../src/server/db/tables/entities.ts';
import { formDefinitions, formResponses } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { createdItem, itemApi, itemBody, type SavedItem } from './item-api.ts';

// Compliance item definitions (spec platform 7, forms-and-workflows 2.10, 3, 5.11, 6): who may read and
// change them, what an item must be, its own form, and what stays with its organisation.

let t: TestApp;
let api: ReturnType<typeof itemApi>;
let org: SeededOrg;
let foreign: SeededOrg;
let items: string;
let viewer: string;
let setupBasic: string;
let foreignItems: string;
let entityA: string;
let entityB: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  api = itemApi(t);
  org = await t.seedOrg({ name: 'Item Clinic' });
  foreign = await t.seedOrg({ name: 'Foreign Org' });
  entityA = org.entityDefinitionGuid!;
  entityB = foreign.entityDefinitionGuid!;
  const token = async (roles: Record<string, string[]>) =>
    t.tokenFor(await t.seedAccount({ roles: roles as Record<string, never[]> }));
  items = await token({ [org.guid]: ['Member', 'ViewSetup', 'SetupBasic', 'SetupItems'] });
  viewer = await token({ [org.guid]: ['Member', 'ViewSetup'] });
  setupBasic = await token({ [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] });
  foreignItems = await token({
    [foreign.guid]: ['Member', 'ViewSetup', 'SetupBasic', 'SetupItems', 'UserAdmin'],
  });
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const itemCount = async () => (await db().select({ n: count() }).from(itemDefinitions))[0]!.n;
const formCount = async () => (await db().select({ n: count() }).from(formDefinitions))[0]!.n;
const storedItem = async (guid: string) =>
  (await db().select().from(itemDefinitions).where(eq(itemDefinitions.guid, guid)))[0];
const storedForm = async (guid: string) =>
  (await db().select().from(formDefinitions).where(eq(formDefinitions.guid, guid)))[0];
const body = (overrides: object = {}) => itemBody(org.guid, entityA, overrides);
const bodyOf = (item: SavedItem, overrides: object = {}) => {
  const { formDefinition: _none, ...rest } = item;
  return { ...rest, ...overrides };
};
/** Another entity type of the organisation. */
async function entityType(orgGuid: string, name: string, madePublicAt: Date | null = null) {
  const [row] = await db()
    .insert(entityDefinitions)
    .values({ orgGuid, name, namePlural: `${name}s`, madePublicAt })
    .returning();
  return row!.guid;
}

describe('an item from creation to deletion', () => {
  it('creates the item with its own empty Compliance Item Definition form, reads, lists, updates and deletes it', async () => {
    const created = await createdItem(
      t,
      items,
      body({
        name: '  First Aid Certificate  ',
        purposes: 'Staff working alone',
        importance: 'Mandatory',
        statusList: [
          { code: 'Valid', label: 'Valid' },
          { code: '', label: 'Needs Renewal' },
        ],
        defaultExpiry: { value: 3, unit: 'Year' },
        triggers: [{ action: 'Email', value: 30, unit: 'Day', type: 'Before', isRecurring: false }],
      }),
    );
    expect(created).toMatchObject({
      orgGuid: org.guid,
      name: 'First Aid Certificate',
      forEntityDefinitionGuid: entityA,
      importance: 'Mandatory',
      status: 'Unused',
      purposes: 'Staff working alone',
      statusList: [
        { code: 'Valid', label: 'Valid', isEndpoint: false },
        { code: 'NeedsRenewal', label: 'Needs Renewal', isEndpoint: false },
      ],
      defaultExpiry: { value: 3, unit: 'Year' },
      madePublicAt: null,
      madeGlobalAt: null,
    });
    expect(created.guid).toMatch(/^[0-9a-f-]{36}$/);

    // The item's form: its own, empty but for one section, of the compliance item type, named after it.
    const form = await t.request({
      method: 'GET',
      url: `/api/FormDefinition/${created.formDefinitionGuid}/GetFormDefinition`,
      token: items,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({
      guid: created.formDefinitionGuid,
      name: 'First Aid Certificate',
      formType: 'ComplianceItemDefinition',
      orgGuid: org.guid,
    });

    expect((await api.read(viewer, org.guid, created.guid)).json()).toMatchObject({
      guid: created.guid,
      name: 'First Aid Certificate',
      formDefinitionGuid: created.formDefinitionGuid,
    });
    expect((await api.readByForm(viewer, org.guid, created.formDefinitionGuid)).json()).toMatchObject({
      guid: created.guid,
    });
    const listed = (await api.list(viewer, org.guid)).json() as Record<string, unknown>[];
    expect(listed.find((dto) => dto.guid === created.guid)).toEqual({
      guid: created.guid,
      orgGuid: org.guid,
      name: 'First Aid Certificate',
      forEntityDefinitionGuid: entityA,
      entityName: 'Staff Member',
      formDefinitionGuid: created.formDefinitionGuid,
      status: 'Unused',
      importance: 'Mandatory',
      madePublicAt: null,
      madeGlobalAt: null,
      updatedAt: expect.any(String),
    });

    const updated = await api.update(
      items,
      created.guid,
      bodyOf(created, { name: 'First Aid (Level 2)', status: 'Active', triggers: [] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      guid: created.guid,
      name: 'First Aid (Level 2)',
      status: 'Active',
      triggers: [],
      formDefinitionGuid: created.formDefinitionGuid,
    });
    expect((await storedItem(created.guid))?.name).toBe('First Aid (Level 2)');

    const removed = await api.remove(items, created.guid);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await storedItem(created.guid)).toBeUndefined();
    expect(await storedForm(created.formDefinitionGuid)).toBeUndefined();
    expect((await api.read(items, org.guid, created.guid)).statusCode).toBe(404);
  });

  it('lists by name', async () => {
    await createdItem(t, items, body({ name: 'zz Last' }));
    await createdItem(t, items, body({ name: 'AA First' }));
    const names = ((await api.list(viewer, org.guid)).json() as { name: string }[]).map((dto) => dto.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('sets when an item was made public or global itself, and keeps the first moment', async () => {
    const entity = await entityType(org.guid, 'Timed');
    const item = await createdItem(
      t,
      items,
      body({
        forEntityDefinitionGuid: entity,
        madePublicAt: '1999-01-01T00:00:00Z',
        madeGlobalAt: '1999-01-01T00:00:00Z',
      }),
    );
    expect(Date.parse(item.madePublicAt!)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(Date.parse(item.madeGlobalAt!)).toBeGreaterThan(Date.parse('2020-01-01'));
    const again = (
      await api.update(items, item.guid, bodyOf(item, { name: 'Timed again' }))
    ).json() as SavedItem;
    expect(again.madePublicAt).toBe(item.madePublicAt);
    const cleared = (
      await api.update(items, item.guid, bodyOf(item, { madePublicAt: null, madeGlobalAt: null }))
    ).json() as SavedItem;
    expect(cleared).toMatchObject({ madePublicAt: null, madeGlobalAt: null });
  });
});

describe('what an item must be', () => {
  const groupOf = async (orgGuid: string) => (await t.seedGroup({ orgGuid })).guid;

  it.each([
    ['no name', { name: '   ' }, 'Item name is required'],
    ['a missing name', { name: undefined }, 'Item name is required'],
    ['a name over 250 characters', { name: 'x'.repeat(251) }, 'Item name must be at most 250 characters.'],
    ['no entity type', { forEntityDefinitionGuid: undefined }, 'Entity is required'],
    ['an empty entity type', { forEntityDefinitionGuid: '' }, 'Entity is required'],
    [
      'repeated status codes',
      {
        statusList: [
          { code: 'Valid', label: 'Valid' },
          { code: 'valid', label: 'Also valid' },
        ],
      },
      'Status with code valid already exists',
    ],
    ['a status without a label', { statusList: [{ code: 'A', label: ' ' }] }, 'Label is required'],
    [
      'an expiry of 0',
      { defaultExpiry: { value: 0, unit: 'Day' } },
      'The default expiry must be at least 1.',
    ],
    [
      'an incomplete trigger',
      { triggers: [{ action: 'Email', value: 3, unit: 'Day' }] },
      'Please fill in all fields',
    ],
  ])('refuses %s and stores nothing', async (_case, change, message) => {
    const [itemsBefore, formsBefore] = [await itemCount(), await formCount()];
    const response = await api.create(items, body(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(message);
    expect([await itemCount(), await formCount()]).toEqual([itemsBefore, formsBefore]);
  });

  it("refuses another organisation's private entity type as if it did not exist, and takes a public one", async () => {
    const before = await itemCount();
    const refused = await api.create(items, body({ forEntityDefinitionGuid: entityB }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.forEntityDefinitionGuid).toEqual([
      'Choose an entity type of this organisation or a public one.',
    ]);
    const unknown = await api.create(items, body({ forEntityDefinitionGuid: crypto.randomUUID() }));
    expect(unknown.json().detail).toBe(refused.json().detail);
    expect(await itemCount()).toBe(before);
    const shared = await entityType(foreign.guid, 'Shared Site', new Date());
    const item = await createdItem(t, items, body({ forEntityDefinitionGuid: shared }));
    expect(item.forEntityDefinitionGuid).toBe(shared);
  });

  it('refuses security groups of another organisation and keeps its own', async () => {
    const own = await groupOf(org.guid);
    const theirs = await groupOf(foreign.guid);
    const before = await itemCount();
    const refused = await api.create(items, body({ security: { orgGroupGuids: [own, theirs], roles: [] } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Security groups must be groups of this organisation.');
    expect(await itemCount()).toBe(before);
    const item = await createdItem(
      t,
      items,
      body({ security: { orgGroupGuids: [own], roles: ['SetupItems'] } }),
    );
    expect(item.security).toEqual({ orgGroupGuids: [own], roles: ['SetupItems'] });
  });

  it('lets only one item per entity type be global in an organisation', async () => {
    const entity = await entityType(org.guid, 'Vehicle');
    const first = await createdItem(
      t,
      items,
      body({ forEntityDefinitionGuid: entity, madeGlobalAt: new Date().toISOString() }),
    );
    const before = await itemCount();
    const second = await api.create(
      items,
      body({ forEntityDefinitionGuid: entity, madeGlobalAt: new Date().toISOString() }),
    );
    expect(second.statusCode).toBe(400);
    const message = `Only one item per entity type can be global: '${first.name}' already is.`;
    expect(second.json().detail).toBe(message);
    expect(second.json().errors).toEqual({ madeGlobalAt: [message] });
    expect(await itemCount()).toBe(before);
    // Not global, the same entity type is fine; so is saving the global one again.
    const plain = await createdItem(t, items, body({ forEntityDefinitionGuid: entity }));
    expect((await api.update(items, first.guid, bodyOf(first, { name: 'Still global' }))).statusCode).toBe(
      200,
    );
    const promoted = await api.update(
      items,
      plain.guid,
      bodyOf(plain, { madeGlobalAt: new Date().toISOString() }),
    );
    expect(promoted.statusCode).toBe(400);
    expect((await storedItem(plain.guid))?.madeGlobalAt).toBeNull();
    // Another organisation has its own global item.
    const publicEntity = await entityType(org.guid, 'Shared Vehicle', new Date());
    await createdItem(
      t,
      items,
      body({ forEntityDefinitionGuid: publicEntity, madeGlobalAt: new Date().toISOString() }),
    );
    await createdItem(
      t,
      foreignItems,
      itemBody(foreign.guid, publicEntity, { madeGlobalAt: new Date().toISOString() }),
    );
  });

  it('lets only one of several simultaneous saves make an item of one entity type global', async () => {
    const entity = await entityType(org.guid, 'Raced');
    const global = () =>
      api.create(items, body({ forEntityDefinitionGuid: entity, madeGlobalAt: new Date().toISOString() }));
    const statuses = (await Promise.all(Array.from({ length: 8 }, global))).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    const rows = await db()
      .select()
      .from(itemDefinitions)
      .where(eq(itemDefinitions.forEntityDefinitionGuid, entity));
    expect(rows.filter((row) => row.madeGlobalAt !== null)).toHaveLength(1);
  });

  it.each([
    ['a NUL character', 'First\u0000Aid'],
    ['a lone surrogate', 'First\ud800Aid'],
    ['a megabyte', 'x'.repeat(1024 * 1024)],
  ])('refuses a name with %s (400) and stores nothing', async (_case, name) => {
    const before = await itemCount();
    const response = await api.create(items, body({ name }));
    expect(response.statusCode).toBe(400);
    expect(await itemCount()).toBe(before);
  });

  it('answers malformed guids with 400', async () => {
    expect((await api.read(items, org.guid, 'not-a-guid')).statusCode).toBe(400);
    expect((await api.read(items, 'nope', crypto.randomUUID())).statusCode).toBe(400);
    expect((await api.list(items, 'nope')).statusCode).toBe(400);
    expect((await api.readByForm(items, org.guid, '1234')).statusCode).toBe(400);
    expect((await api.update(items, 'x', body())).statusCode).toBe(400);
    expect((await api.remove(items, 'x')).statusCode).toBe(400);
    expect((await api.create(items, body({ orgGuid: 'x' }))).statusCode).toBe(400);
  });
});

describe('updating an item', () => {
  it('refuses a body naming another organisation, another item or another form, changing nothing', async () => {
    const item = await createdItem(t, items, body({ name: 'Kept' }));
    const other = await createdItem(t, items, body());
    for (const change of [
      { orgGuid: foreign.guid },
      { guid: other.guid },
      { formDefinitionGuid: other.formDefinitionGuid },
    ]) {
      const response = await api.update(items, item.guid, bodyOf(item, { ...change, name: 'Changed' }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect((await storedItem(item.guid))?.name).toBe('Kept');
    }
    // The form stays the item's own when the body leaves it out.
    const { formDefinitionGuid: _left, ...withoutForm } = bodyOf(item);
    const saved = (
      await api.update(items, item.guid, { ...withoutForm, name: 'Renamed' })
    ).json() as SavedItem;
    expect(saved.formDefinitionGuid).toBe(item.formDefinitionGuid);
  });

  it('applies the same checks as creating', async () => {
    const item = await createdItem(t, items, body({ name: 'Checked' }));
    const response = await api.update(items, item.guid, bodyOf(item, { name: ' ' }));
    expect(response.json().detail).toBe('Item name is required');
    expect((await storedItem(item.guid))?.name).toBe('Checked');
  });
});

describe('deleting an item', () => {
  it('refuses an item in use (on checklists) and one whose form holds responses, deleting nothing', async () => {
    const inUse = await createdItem(t, items, body({ status: 'InUse' }));
    const refused = await api.remove(items, inUse.guid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This item is in use on checklists and cannot be deleted. Remove it from them or archive it instead.',
    );
    expect(await storedItem(inUse.guid)).toBeDefined();

    const answered = await createdItem(t, items, body());
    await db()
      .insert(formResponses)
      .values({ formDefinitionGuid: answered.formDefinitionGuid, orgGuid: org.guid });
    const withResponses = await api.remove(items, answered.guid);
    expect(withResponses.statusCode).toBe(409);
    expect(withResponses.json().detail).toBe(
      'This item has 1 recorded response and cannot be deleted. Archive it instead.',
    );
    expect(await storedItem(answered.guid)).toBeDefined();
    expect(await storedForm(answered.formDefinitionGuid)).toBeDefined();
  });
});

describe('who may read and change items', () => {
  it('lets View Setup read but not create, update or delete; Setup Basic alone cannot write either', async () => {
    const item = await createdItem(t, items, body());
    expect((await api.read(viewer, org.guid, item.guid)).statusCode).toBe(200);
    const before = await itemCount();
    for (const token of [viewer, setupBasic]) {
      expect((await api.create(token, body())).statusCode).toBe(403);
      expect((await api.update(token, item.guid, bodyOf(item, { name: 'No' }))).statusCode).toBe(403);
      expect((await api.remove(token, item.guid)).statusCode).toBe(403);
    }
    expect(await itemCount()).toBe(before);
    expect((await storedItem(item.guid))?.name).toBe(item.name);
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await api.list(undefined, org.guid)).statusCode).toBe(401);
    expect((await api.create(undefined, body())).statusCode).toBe(401);
  });

  it("keeps another organisation's private items out of reach, and its public ones read-only", async () => {
    const secret = await createdItem(
      t,
      foreignItems,
      itemBody(foreign.guid, entityB, { name: 'Foreign Secret' }),
    );
    const shared = await createdItem(
      t,
      foreignItems,
      itemBody(foreign.guid, entityB, { name: 'Foreign Shared', madePublicAt: new Date().toISOString() }),
    );
    // Reading through one's own organisation: the public item only.
    expect((await api.read(items, org.guid, secret.guid)).statusCode).toBe(404);
    expect((await api.readByForm(items, org.guid, secret.formDefinitionGuid)).statusCode).toBe(404);
    expect((await api.read(items, foreign.guid, secret.guid)).statusCode).toBe(404);
    const read = await api.read(items, org.guid, shared.guid);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Foreign Shared', orgGuid: foreign.guid });
    expect((await api.readByForm(items, org.guid, shared.formDefinitionGuid)).json()).toMatchObject({
      guid: shared.guid,
    });
    const listed = (await api.list(items, org.guid)).json() as { guid: string; orgGuid: string }[];
    expect(listed.map((dto) => dto.guid)).toContain(shared.guid);
    expect(listed.map((dto) => dto.guid)).not.toContain(secret.guid);

    // Never writable from outside, public or not.
    for (const target of [secret, shared]) {
      expect([403, 404]).toContain(
        (await api.update(items, target.guid, bodyOf(target, { name: 'Taken' }))).statusCode,
      );
      expect([403, 404]).toContain(
        (await api.update(items, target.guid, bodyOf(target, { orgGuid: org.guid, name: 'Taken' })))
          .statusCode,
      );
      expect([403, 404]).toContain((await api.remove(items, target.guid)).statusCode);
      expect((await storedItem(target.guid))?.name).toBe(target.name);
    }
    // Creating in another organisation by naming it in the body.
    const before = await itemCount();
    expect((await api.create(items, itemBody(foreign.guid, entityB))).statusCode).toBe(404);
    expect(await itemCount()).toBe(before);
  });

  it("shows the administrator of an organisation sharing a person with this one nothing of this one's items", async () => {
    await t.seedAccount({ roles: { [org.guid]: ['Member'], [foreign.guid]: ['Member'] } });
    const mine = await createdItem(t, items, body({ name: 'Private to the clinic' }));
    const listed = await api.list(foreignItems, foreign.guid);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(mine.guid);
    expect(listed.body).not.toContain(org.guid);
    expect((await api.list(foreignItems, org.guid)).statusCode).toBe(404);
    expect((await api.read(foreignItems, foreign.guid, mine.guid)).statusCode).toBe(404);
    expect((await api.read(foreignItems, org.guid, mine.guid)).statusCode).toBe(404);
    expect((await api.readByForm(foreignItems, foreign.guid, mine.formDefinitionGuid)).statusCode).toBe(404);
    expect(
      (await api.update(foreignItems, mine.guid, bodyOf(mine, { orgGuid: foreign.guid }))).statusCode,
    ).toBe(404);
    expect((await api.remove(foreignItems, mine.guid)).statusCode).toBe(404);
    expect(await storedItem(mine.guid)).toBeDefined();
  });
});
