import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, type ViewerList } from '../../../src/shared/realtime/hub-contract.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { HttpTransportType, connectHub, recordEvents } from '../../support/hub-clients.ts';
import { seedForm, seedResponse } from '../answers/answer-fixtures.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';

// The official @microsoft/signalr client against the app listening on a port: every transport, the
// handshake, invocations with and without completion, refusals, and what the log keeps.

let t: TestApp;
let org: SeededOrg;
let person: SeededAccount;
let token: string;
let responseGuid: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ listen: true, logLines });
  org = await t.seedOrg();
  person = await t.seedAccount({ name: 'Ada Viewer', roles: { [org.guid]: ['Member'] } });
  token = await t.tokenFor(person);
  const form = await seedForm(t.database.db, org.guid, [{ type: 'SimpleText', questionCode: 'Name' }]);
  responseGuid = await seedResponse(t.database.db, form, org.guid);
});
afterAll(() => t.close());

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['Server-Sent Events', HttpTransportType.ServerSentEvents],
  ['Long Polling', HttpTransportType.LongPolling],
])('over %s', (_name, transport) => {
  it('joins a response group, hears the viewer list and leaves', async () => {
    const connection = await connectHub(t.baseUrl!, hubs.formResponse.path, token, transport);
    const viewers = recordEvents<[ViewerList]>(connection, 'ViewerListUpdated');
    await connection.invoke('JoinFormGroup', responseGuid, person.name);
    const [list] = await viewers.next();
    expect(list).toEqual({ [responseGuid]: ['Ada Viewer'] });
    await connection.invoke('LeaveFormGroup', responseGuid, person.name);
    await connection.stop();
  });

  it('answers an unknown method and bad arguments with a completion error, and stays connected', async () => {
    const connection = await connectHub(t.baseUrl!, hubs.formResponse.path, token, transport);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'.");
    await expect(connection.invoke('JoinFormGroup', 'not a guid', 'x')).rejects.toThrow(
      'responseGuid must be a guid.',
    );
    // A fire-and-forget call gets no completion; the connection carries on.
    await connection.send('LeaveFormGroup', responseGuid, person.name);
    expect(connection.state).toBe('Connected');
    await connection.stop();
  });
});

describe('authentication', () => {
  it('refuses a connection without a token or with a forged one', async () => {
    await expect(connectHub(t.baseUrl!, hubs.formResponse.path, undefined)).rejects.toThrow(/401/);
    await expect(connectHub(t.baseUrl!, hubs.formResponse.path, `${token}x`)).rejects.toThrow(/401/);
  });

  it('refuses a transport opened with someone else’s token for a negotiated connection', async () => {
    const negotiate = await fetch(`${t.baseUrl}${hubs.formResponse.path}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const other = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
    const poll = await fetch(`${t.baseUrl}${hubs.formResponse.path}?id=${connectionToken}`, {
      headers: { authorization: `Bearer ${await t.tokenFor(other)}` },
    });
    expect(poll.status).toBe(403);
  });

  it('negotiates version 0 (connection id only) and version 1 (with a connection token)', async () => {
    const negotiate = (version: number) =>
      fetch(`${t.baseUrl}${hubs.siteWide.path}/negotiate?negotiateVersion=${version}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const zero = await negotiate(0);
    expect(zero.connectionToken).toBeUndefined();
    expect(zero.connectionId).toEqual(expect.any(String));
    const one = await negotiate(1);
    expect(one).toMatchObject({ negotiateVersion: 1, connectionToken: expect.any(String) });
    expect((one.availableTransports as { transport: string }[]).map((entry) => entry.transport)).toEqual([
      'WebSockets',
      'ServerSentEvents',
      'LongPolling',
    ]);
  });

  it('never writes the access token of a query string to the log', async () => {
    // Server-Sent Events carry the token in the query string even outside a browser.
    const connection = await connectHub(
      t.baseUrl!,
      hubs.formResponse.path,
      token,
      HttpTransportType.ServerSentEvents,
    );
    await connection.invoke('JoinFormGroup', responseGuid, person.name);
    await connection.stop();
    const log = logLines.join('\n');
    expect(log).toContain(hubs.formResponse.path);
    expect(log).not.toContain('access_token');
    expect(log).not.toContain(token.slice(-20));
  });
});
