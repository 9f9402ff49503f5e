import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
let t: TestApp;
let orgGuid: string;
let entityDefinitionGuid: string;
let guestToken: string;
let otherEntityDefinitionGuid: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const org = await t.seedOrg({ name: 'Entity Org' });
  const other = await t.seedOrg({ name: 'Other Org' });
  orgGuid = org.guid;
  entityDefinitionGuid = org.entityDefinitionGuid!;
  otherEntityDefinitionGuid = other.entityDefinitionGuid!;
  await t.seedAccount({ name: 'Zoe Zimmer', roles: { [orgGuid]: ['Member'] } });
  await t.seedAccount({ name: 'Amy Adams', roles: { [orgGuid]: ['Member'] } });
  await t.seedAccount({ name: 'Olga Other', roles: { [other.guid]: ['Member'] } });
  guestToken = await t.tokenFor(await t.seedAccount({ name: 'Gus Guest', roles: { [orgGuid]: ['Guest'] } }));
});
afterAll(() => t.close());

const details = (definitionGuid: string, token = guestToken) =>
  t.request({
    method: 'GET',
    url: `/api/Entity/${definitionGuid}/GetBasicEntityDetails`,
    query: { orgGuid },
    token,
  });

describe('GET /api/Entity/{entityDefinitionGuid}/GetBasicEntityDetails', () => {
  it("lists the organisation's entities of that type by name, to anyone answering, guests included", async () => {
    const response = await details(entityDefinitionGuid);
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { name: string }[]).map((entity) => entity.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Amy Adams', 'Zoe Zimmer', 'Gus Guest']));
    expect(names).not.toContain('Olga Other');
  });

  it('lists entities of every type for the empty guid', async () => {
    const response = await details(EMPTY_GUID);
    expect((response.json() as { name: string }[]).map((entity) => entity.name)).toContain('Amy Adams');
  });

  it("answers 404 for another organisation's entity type and 400 for a malformed guid", async () => {
    expect((await details(otherEntityDefinitionGuid)).statusCode).toBe(404);
    const malformed = await details('not-a-guid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400 });
  });
});
