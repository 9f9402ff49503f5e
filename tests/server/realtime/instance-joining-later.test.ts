import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs } from '../../../src/shared/realtime/hub-contract.ts';
import type { Database } from '../../../src/server/db/database.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { connectHub, recordEvents, sendSiteAlert } from '../../support/hub-clients.ts';
import { answersApi, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';
import type { SeededAccount } from '../../support/test-data.ts';

// An instance alone on its database sends its events to no other; one that starts later must still be
// reached at once, and reach the first. Each waits out the time a starting instance counts on others it has
// not heard from yet (2 s), so only the hello and its answer can tell each about the other: without them,
// each would hear of the other only at its next keep-alive, 15 s later.

const STARTING_WINDOW_MS = 2_100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let laterConnection: Database;
let lone: TestApp;
let later: TestApp;
let laterUrl: string;
let form: SeededForm;
let responseGuid: string;
let ann: SeededAccount;
let bob: SeededAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  lone = await createTestApp({ listen: true, database });
  const org = await lone.seedOrg();
  ann = await lone.seedAccount({ name: 'Ann', roles: { [org.guid]: ['Member'] } });
  bob = await lone.seedAccount({ name: 'Bob', roles: { [org.guid]: ['Member'] } });
  form = await seedForm(database.db, org.guid, [{ type: 'SimpleText', questionCode: 'Name' }]);
  responseGuid = await seedResponse(database.db, form, org.guid);
  await pause(STARTING_WINDOW_MS);

  laterConnection = await database.openAgain();
  later = await createTestApp({
    listen: true,
    database: laterConnection,
    env: { PUBLIC_URL: lone.baseUrl! },
  });
  laterUrl = `http://127.0.0.1:${(later.app.server.address() as AddressInfo).port}`;
  await pause(STARTING_WINDOW_MS);
}, 30_000);

afterAll(async () => {
  await later.close();
  await lone.close();
  await laterConnection.close();
  await database.close();
});

describe('an instance started after another had been alone', () => {
  // First: nothing the first instance does here tells the later one it is there (a site alert's hub keeps
  // no presence), so only its answer to the later one's hello can.
  it('sends a site alert to the first instance’s clients', async () => {
    const admin = await lone.seedAccount({ superAdmin: true });
    const annHub = await connectHub(lone.baseUrl!, hubs.siteWide.path, await lone.tokenFor(ann));
    try {
      const alerts = recordEvents(annHub, 'AlertEveryone');
      const sent = await sendSiteAlert(later, await lone.tokenFor(admin), 'From the later instance', 4000);
      expect(sent.statusCode).toBe(204);
      expect(await alerts.next(() => true, 3_000)).toEqual(['From the later instance', 4000]);
    } finally {
      await annHub.stop();
    }
  });

  it('hears the first instance’s saves, and the first hears its saves', async () => {
    const annHub = await connectHub(lone.baseUrl!, hubs.formResponse.path, await lone.tokenFor(ann));
    const bobHub = await connectHub(laterUrl, hubs.formResponse.path, await lone.tokenFor(bob));
    try {
      await annHub.invoke('JoinFormGroup', responseGuid, 'Ann');
      await bobHub.invoke('JoinFormGroup', responseGuid, 'Bob');
      const annUpdates = recordEvents<[string]>(annHub, 'FormUpdated');
      const bobUpdates = recordEvents<[string]>(bobHub, 'FormUpdated');

      const onLone = await answersApi(lone, form, responseGuid, await lone.tokenFor(ann)).submit('Name', 'A');
      expect(onLone.statusCode, onLone.body).toBe(200);
      expect(await bobUpdates.next(() => true, 3_000)).toEqual([responseGuid]);

      annUpdates.clear();
      const onLater = await answersApi(later, form, responseGuid, await lone.tokenFor(bob)).submit(
        'Name',
        'B',
      );
      expect(onLater.statusCode, onLater.body).toBe(200);
      expect(await annUpdates.next(() => true, 3_000)).toEqual([responseGuid]);
    } finally {
      await Promise.all([annHub.stop(), bobHub.stop()]);
    }
  });
});
