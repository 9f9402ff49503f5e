import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, type ViewerList } from '../../../src/shared/realtime/hub-contract.ts';
import type { TestApp } from '../../support/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../support/two-instances.ts';
import { connectHub, recordEvents, sendSiteAlert } from '../../support/hub-clients.ts';
import { WRITER_CONNECTIONS_HEADER } from '../../../src/shared/realtime/writer-connections.ts';
import { EMPTY, answersApi, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';
import type { SeededAccount } from '../../support/test-data.ts';

// Two app instances on one database, as behind a load balancer: each has its own connections and its
// own LISTEN; on PostgreSQL each has its own pool and listening connection, on PGlite they share the one
// embedded database of the process.

let instances: TwoInstances;
let first: TestApp;
let second: TestApp;
let secondUrl: string;
let form: SeededForm;
let responseGuid: string;
let ann: SeededAccount;
let bob: SeededAccount;
let olga: SeededAccount;
const open: HubConnection[] = [];

beforeAll(async () => {
  // Both instances answer to the same public address, so a token one issued is valid on the other.
  instances = await startTwoInstances();
  ({ first, second, secondUrl } = instances);
  const org = await first.seedOrg();
  const otherOrg = await first.seedOrg();
  ann = await first.seedAccount({ name: 'Ann', roles: { [org.guid]: ['Member'] } });
  bob = await first.seedAccount({ name: 'Bob', roles: { [org.guid]: ['Member'] } });
  olga = await first.seedAccount({ name: 'Olga', roles: { [otherOrg.guid]: ['Member'] } });
  form = await seedForm(instances.database.db, org.guid, [{ type: 'SimpleText', questionCode: 'Name' }]);
  responseGuid = await seedResponse(instances.database.db, form, org.guid);
});
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await instances.close();
});

async function connect(baseUrl: string, person: SeededAccount, path: string) {
  const connection = await connectHub(baseUrl, path, await first.tokenFor(person));
  open.push(connection);
  return connection;
}

describe('two app instances on one database', () => {
  it('merge the viewers of a response and carry FormUpdated from one to the other', async () => {
    const annHub = await connect(first.baseUrl!, ann, hubs.formResponse.path);
    const bobHub = await connect(secondUrl, bob, hubs.formResponse.path);
    const annViewers = recordEvents<[ViewerList]>(annHub, 'ViewerListUpdated');
    const bobViewers = recordEvents<[ViewerList]>(bobHub, 'ViewerListUpdated');
    const annUpdates = recordEvents<[string]>(annHub, 'FormUpdated');
    await annHub.invoke('JoinFormGroup', responseGuid, 'Ann');
    await bobHub.invoke('JoinFormGroup', responseGuid, 'Bob');
    const both = { [responseGuid]: ['Ann', 'Bob'] };
    expect(await annViewers.next(([list]) => list[responseGuid]?.length === 2)).toEqual([both]);
    expect(await bobViewers.next(([list]) => list[responseGuid]?.length === 2)).toEqual([both]);

    // Bob has the response open in another tab too, served by the first instance.
    const bobOtherTab = await connect(first.baseUrl!, bob, hubs.formResponse.path);
    const bobUpdates = recordEvents<[string]>(bobHub, 'FormUpdated');
    const otherTabUpdates = recordEvents<[string]>(bobOtherTab, 'FormUpdated');
    await bobOtherTab.invoke('JoinFormGroup', responseGuid, 'Bob');

    // Bob answers in his tab on the second instance; Ann and his other tab, on the first, are told.
    const saved = await answersApi(second, form, responseGuid, await first.tokenFor(bob)).submit(
      'Name',
      'From the second instance',
      EMPTY,
      { [WRITER_CONNECTIONS_HEADER]: bobHub.connectionId! },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await annUpdates.next()).toEqual([responseGuid]);
    expect(await otherTabUpdates.next()).toEqual([responseGuid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobUpdates.received).toEqual([]);
    await bobOtherTab.stop();

    annViewers.clear();
    await bobHub.stop();
    expect(await annViewers.next(([list]) => list[responseGuid]?.length === 1)).toEqual([
      { [responseGuid]: ['Ann'] },
    ]);
  });

  it('deliver nothing to a member of another organisation on the other instance', async () => {
    const annHub = await connect(first.baseUrl!, ann, hubs.formResponse.path);
    const olgaHub = await connect(secondUrl, olga, hubs.formResponse.path);
    const olgaEvents = [recordEvents(olgaHub, 'ViewerListUpdated'), recordEvents(olgaHub, 'FormUpdated')];
    await expect(olgaHub.invoke('JoinFormGroup', responseGuid, 'Olga')).rejects.toThrow(
      'Form response not found.',
    );
    await annHub.invoke('JoinFormGroup', responseGuid, 'Ann');
    const saved = await answersApi(first, form, responseGuid, await first.tokenFor(bob)).submit('Name', 'x');
    expect(saved.statusCode).toBe(200);
    await recordEvents(annHub, 'FormUpdated').next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const events of olgaEvents) expect(events.received).toEqual([]);
  });

  it('send a site alert from one instance to clients of both, and hold the maintenance flag on both', async () => {
    const admin = await first.seedAccount({ superAdmin: true });
    const adminToken = await first.tokenFor(admin);
    const alerts = [
      recordEvents(await connect(first.baseUrl!, ann, hubs.siteWide.path), 'AlertEveryone'),
      recordEvents(await connect(secondUrl, bob, hubs.siteWide.path), 'AlertEveryone'),
    ];
    const sent = await sendSiteAlert(first, adminToken, 'Both of you', 4000);
    expect(sent.statusCode).toBe(204);
    for (const alert of alerts) expect(await alert.next()).toEqual(['Both of you', 4000]);

    const bobToken = await first.tokenFor(bob);
    const setOffline = await first.request({
      method: 'POST',
      url: '/api/SiteStatus/SetOffline',
      payload: { text: 'Upgrading' },
      token: adminToken,
    });
    expect(setOffline.statusCode).toBe(200);
    try {
      await expect
        .poll(
          async () => (await answersApi(second, form, responseGuid, bobToken).submit('Name', 'y')).statusCode,
        )
        .toBe(503);
    } finally {
      await first.request({
        method: 'POST',
        url: '/api/SiteStatus/SetOnline',
        payload: { text: 'Done', duration: 3000 },
        token: adminToken,
      });
    }
    await expect
      .poll(
        async () => (await answersApi(second, form, responseGuid, bobToken).submit('Name', 'z')).statusCode,
      )
      .toBe(200);
  });
});
