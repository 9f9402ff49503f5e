import type { HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  hubs,
  type FormDefinitionUpdated,
  type FormEditor,
  type ViewerList,
} from '../../../src/shared/realtime/hub-contract.ts';
import type { ExpressionValidation } from '../../../src/shared/computed/validate-expression.ts';
import { WRITER_CONNECTIONS_HEADER } from '../../../src/shared/realtime/writer-connections.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { connectHub, recordEvents, sendSiteAlert } from '../../support/hub-clients.ts';
import { EMPTY, answersApi, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { seedWorkflowDefinition, seedWorkflowInstance } from '../workflows/workflow-fixtures.ts';

let t: TestApp;
let org: SeededOrg;
let otherOrg: SeededOrg;
let form: SeededForm;
let responseGuid: string;
let ann: SeededAccount;
let bob: SeededAccount;
let outsider: SeededAccount;
const open: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  otherOrg = await t.seedOrg();
  ann = await t.seedAccount({ name: 'Ann', roles: { [org.guid]: ['Member', 'SetupBasic'] } });
  bob = await t.seedAccount({ name: 'Bob', roles: { [org.guid]: ['Member', 'SetupBasic'] } });
  outsider = await t.seedAccount({ name: 'Olga', roles: { [otherOrg.guid]: ['Member', 'SetupBasic'] } });
  form = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'Name' },
    { type: 'SimpleText', questionCode: 'City' },
  ]);
  responseGuid = await seedResponse(t.database.db, form, org.guid);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});
afterAll(() => t.close());

async function connect(person: SeededAccount, path: string): Promise<HubConnection> {
  const connection = await connectHub(t.baseUrl!, path, await t.tokenFor(person));
  open.push(connection);
  return connection;
}

describe('form response hub', () => {
  it('shows who has the response open, and tells the others when one answers or leaves', async () => {
    const annHub = await connect(ann, hubs.formResponse.path);
    const bobHub = await connect(bob, hubs.formResponse.path);
    const annViewers = recordEvents<[ViewerList]>(annHub, 'ViewerListUpdated');
    const annUpdates = recordEvents<[string]>(annHub, 'FormUpdated');
    const bobUpdates = recordEvents<[string]>(bobHub, 'FormUpdated');
    await annHub.invoke('JoinFormGroup', responseGuid, 'Ann');
    await bobHub.invoke('JoinFormGroup', responseGuid, 'Bob');
    await annViewers.next(([list]) => list[responseGuid]?.length === 2);
    expect(annViewers.received.at(-1)).toEqual([{ [responseGuid]: ['Ann', 'Bob'] }]);

    const saved = await answersApi(t, form, responseGuid, await t.tokenFor(bob)).submit(
      'Name',
      'Grace',
      EMPTY,
      {
        [WRITER_CONNECTIONS_HEADER]: bobHub.connectionId!,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await annUpdates.next()).toEqual([responseGuid]);
    // The writer's own screen already shows the answer: no event comes back to it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobUpdates.received).toEqual([]);

    // Bob closes the tab: the connection ends without a leave, and the list still updates.
    annViewers.clear();
    await bobHub.stop();
    expect(await annViewers.next()).toEqual([{ [responseGuid]: ['Ann'] }]);
  });

  it('tells the writer’s other tabs, and only the tab that wrote is left out', async () => {
    const writingTab = await connect(bob, hubs.formResponse.path);
    const otherTab = await connect(bob, hubs.formResponse.path);
    const annHub = await connect(ann, hubs.formResponse.path);
    const writingUpdates = recordEvents<[string]>(writingTab, 'FormUpdated');
    const otherUpdates = recordEvents<[string]>(otherTab, 'FormUpdated');
    const annUpdates = recordEvents<[string]>(annHub, 'FormUpdated');
    const viewers = recordEvents<[ViewerList]>(annHub, 'ViewerListUpdated');
    for (const [hub, name] of [
      [writingTab, 'Bob'],
      [otherTab, 'Bob'],
      [annHub, 'Ann'],
    ] as const)
      await hub.invoke('JoinFormGroup', responseGuid, name);
    await viewers.next(([list]) => list[responseGuid]?.includes('Ann') === true);
    const bobSaves = answersApi(t, form, responseGuid, await t.tokenFor(bob));

    // Bob writes in one tab: his other tab of the same response hears of it, as Ann does.
    const saved = await bobSaves.submit('City', 'Lyon', EMPTY, {
      [WRITER_CONNECTIONS_HEADER]: writingTab.connectionId!,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await otherUpdates.next()).toEqual([responseGuid]);
    expect(await annUpdates.next()).toEqual([responseGuid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writingUpdates.received).toEqual([]);

    // Naming someone else's connection leaves nobody out: Ann still hears of Bob's write.
    annUpdates.clear();
    const named = await bobSaves.submit('City', 'Nice', EMPTY, {
      [WRITER_CONNECTIONS_HEADER]: annHub.connectionId!,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await annUpdates.next()).toEqual([responseGuid]);

    // A write naming no connection (a script's call) reaches every tab, the writer's own included.
    writingUpdates.clear();
    expect((await bobSaves.submit('City', 'Metz')).statusCode).toBe(200);
    expect(await writingUpdates.next()).toEqual([responseGuid]);
  });

  it('refuses a member of another organisation, who then hears nothing of the group', async () => {
    const annHub = await connect(ann, hubs.formResponse.path);
    const olgaHub = await connect(outsider, hubs.formResponse.path);
    const olgaViewers = recordEvents(olgaHub, 'ViewerListUpdated');
    const olgaUpdates = recordEvents(olgaHub, 'FormUpdated');
    await expect(olgaHub.invoke('JoinFormGroup', responseGuid, 'Olga')).rejects.toThrow(
      'Form response not found.',
    );
    await annHub.invoke('JoinFormGroup', responseGuid, 'Ann');
    const bobSaves = answersApi(t, form, responseGuid, await t.tokenFor(bob));
    expect((await bobSaves.submit('City', 'Paris')).statusCode).toBe(200);
    await recordEvents(annHub, 'FormUpdated').next();
    expect(olgaViewers.received).toEqual([]);
    expect(olgaUpdates.received).toEqual([]);
  });
});

describe('form designer hub', () => {
  it('gives the edit lock to the first editor; later ones view; the next to join after them may edit', async () => {
    const viewer = await t.seedAccount({ name: 'Vic', roles: { [org.guid]: ['Member', 'ViewSetup'] } });
    const dan = await t.seedAccount({ name: 'Dan', roles: { [org.guid]: ['Member', 'SetupBasic'] } });
    const annHub = await connect(ann, hubs.formDesigner.path);
    const bobHub = await connect(bob, hubs.formDesigner.path);
    const vicHub = await connect(viewer, hubs.formDesigner.path);
    const vicEditors = recordEvents<[FormEditor[]]>(vicHub, 'FormEditors');
    const lock = (editors: FormEditor[]) => editors.map((editor) => [editor.userName, editor.canEdit]);

    await annHub.invoke('JoinGroup', form.guid);
    await bobHub.invoke('JoinGroup', form.guid);
    await vicHub.invoke('JoinGroup', form.guid);
    const [editors] = await vicEditors.next(([list]) => list.length === 3);
    expect(lock(editors)).toEqual([
      ['Ann', true],
      ['Bob', false],
      ['Vic', false],
    ]);
    // Each tab finds its own entry, and so its own right, by its connection id.
    const own = (hub: typeof annHub) => editors.find((editor) => editor.connectionId === hub.connectionId);
    expect(own(annHub)?.canEdit).toBe(true);
    expect(own(bobHub)?.userName).toBe('Bob');

    // Ann leaves: Bob stays view-only until he joins again; with only viewers left, the next joiner edits.
    await annHub.invoke('LeaveGroup', form.guid);
    await bobHub.invoke('LeaveGroup', form.guid);
    const danHub = await connect(dan, hubs.formDesigner.path);
    await danHub.invoke('JoinGroup', form.guid);
    const [after] = await vicEditors.next(([list]) => list.some((editor) => editor.userName === 'Dan'));
    expect(lock(after)).toEqual([
      ['Vic', false],
      ['Dan', true],
    ]);
  });

  it('tells the others when the form definition is saved, and refuses another organisation', async () => {
    const annHub = await connect(ann, hubs.formDesigner.path);
    const bobHub = await connect(bob, hubs.formDesigner.path);
    const olgaHub = await connect(outsider, hubs.formDesigner.path);
    await expect(olgaHub.invoke('JoinGroup', form.guid)).rejects.toThrow('Form definition not found.');
    const annUpdates = recordEvents<[FormDefinitionUpdated]>(annHub, 'FormUpdated');
    await annHub.invoke('JoinGroup', form.guid);
    await bobHub.invoke('JoinGroup', form.guid);
    const got = await t.request({
      method: 'GET',
      url: `/api/FormDefinition/${form.guid}/GetFormDefinition`,
      token: await t.tokenFor(bob),
    });
    const saved = await t.request({
      method: 'PUT',
      url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
      payload: { ...(got.json() as object), name: 'Renamed form' },
      token: await t.tokenFor(bob),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [update] = await annUpdates.next();
    expect(update).toMatchObject({ updatedByUser: 'Bob', formDefinitionGuid: form.guid });
    expect(Date.parse(update.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells the others when form JSON is uploaded over the form', async () => {
    const annHub = await connect(ann, hubs.formDesigner.path);
    const annUpdates = recordEvents<[FormDefinitionUpdated]>(annHub, 'FormUpdated');
    await annHub.invoke('JoinGroup', form.guid);
    const got = await t.request({
      method: 'GET',
      url: `/api/FormDefinition/${form.guid}/GetFormDefinition`,
      token: await t.tokenFor(bob),
    });
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/FormDefinition?orgGuid=${org.guid}&formDefinitionGuid=${form.guid}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...(got.json() as object), name: 'Uploaded form' }),
      token: await t.tokenFor(bob),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [update] = await annUpdates.next();
    expect(update).toMatchObject({ updatedByUser: 'Bob', formDefinitionGuid: form.guid });
  });
});

describe('workflow instance hub', () => {
  it('tells the workflow’s other viewers of a recorded event; refuses who may not read the workflow', async () => {
    const everyone = await t.seedGroup({
      orgGuid: org.guid,
      entityGuids: [ann.entityGuids[org.guid]!, bob.entityGuids[org.guid]!],
    });
    const definition = await seedWorkflowDefinition(t.database.db, org.guid, {
      groupsWithAllAccess: [everyone.guid],
    });
    const workflow = await seedWorkflowInstance(t.database.db, definition);
    const carol = await t.seedAccount({ name: 'Carol', roles: { [org.guid]: ['Member'] } });
    const annHub = await connect(ann, hubs.workflowInstance.path);
    const carolHub = await connect(carol, hubs.workflowInstance.path);
    const olgaHub = await connect(outsider, hubs.workflowInstance.path);
    for (const refused of [carolHub, olgaHub])
      await expect(refused.invoke('JoinWorkflowGroup', workflow.guid)).rejects.toThrow(
        'Workflow instance not found',
      );
    const updates = recordEvents<[boolean, string]>(annHub, 'Update');
    await annHub.invoke('JoinWorkflowGroup', workflow.guid);
    const recorded = await t.request({
      method: 'PUT',
      url: `/api/WorkflowInstance/${workflow.guid}/CreateWorkflowEventTrigger?eventCode=approved`,
      token: await t.tokenFor(bob),
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    expect(await updates.next()).toEqual([true, "Bob recorded the event 'approved'."]);
  });
});

describe('self hub', () => {
  it('brings PDF progress to that person’s connections only', async () => {
    const annHub = await connect(ann, hubs.self.path);
    const bobHub = await connect(bob, hubs.self.path);
    const annProgress = recordEvents<[boolean, string]>(annHub, 'PdfMsg');
    const bobProgress = recordEvents<[boolean, string]>(bobHub, 'PdfMsg');
    await t.app.realtime.sendToUser(ann.guid, 'PdfMsg', [true, 'Preparing PDF…']);
    expect(await annProgress.next()).toEqual([true, 'Preparing PDF…']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobProgress.received).toEqual([]);
  });
});

describe('expression validation hub', () => {
  it('answers with the shared parser’s verdict', async () => {
    const hub = await connect(ann, hubs.expressionValidation.path);
    const results = recordEvents<[ExpressionValidation]>(hub, 'ExpressionValidated');
    const questions = [{ questionCode: 'Age', type: 'Number' }];
    await hub.invoke('ValidateExpression', 'Age + 1', [], questions);
    expect(await results.next()).toEqual([{ isValid: true, message: expect.any(String) }]);
    results.clear();
    await hub.invoke('ValidateExpression', 'Height * 2', [], questions);
    const [unknown] = await results.next();
    expect(unknown.isValid).toBe(false);
    expect(unknown.message).toContain('Height');
  });
});

describe('organisation-wide hub', () => {
  it('adds a member to their organisation and tells them their connection id; refuses another one', async () => {
    const hub = await connect(ann, hubs.orgWide.path);
    const ids = recordEvents<[string]>(hub, 'ConnectionId');
    await hub.invoke('AddToOrgHub', org.guid);
    expect(await ids.next()).toEqual([hub.connectionId]);
    await expect(hub.invoke('AddToOrgHub', otherOrg.guid)).rejects.toThrow('Organization not found');
    const messages = recordEvents<[string, number]>(hub, 'SendMessage');
    await t.app.realtime.sendToGroup('orgWide', org.guid, 'SendMessage', ['Fire drill at noon', 5000]);
    await t.app.realtime.sendToGroup('orgWide', otherOrg.guid, 'SendMessage', ['Not for Ann', 5000]);
    expect(await messages.next()).toEqual(['Fire drill at noon', 5000]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages.received).toHaveLength(1);
  });

  it('stops the first organisation’s messages once a person of two switches to the other', async () => {
    const both = await t.seedAccount({ roles: { [org.guid]: ['Member'], [otherOrg.guid]: ['Member'] } });
    const hub = await connect(both, hubs.orgWide.path);
    await hub.invoke('AddToOrgHub', org.guid);
    await hub.invoke('AddToOrgHub', otherOrg.guid);
    const messages = recordEvents<[string, number]>(hub, 'SendMessage');
    await t.app.realtime.sendToGroup('orgWide', org.guid, 'SendMessage', ['Left behind', 5000]);
    await t.app.realtime.sendToGroup('orgWide', otherOrg.guid, 'SendMessage', ['Current', 5000]);
    expect(await messages.next()).toEqual(['Current', 5000]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages.received).toEqual([['Current', 5000]]);
  });
});

describe('site-wide hub and the maintenance flag', () => {
  it('brings a super admin’s alert to everyone; others may not send one', async () => {
    const admin = await t.seedAccount({ superAdmin: true });
    const annHub = await connect(ann, hubs.siteWide.path);
    const olgaHub = await connect(outsider, hubs.siteWide.path);
    const alerts = [recordEvents(annHub, 'AlertEveryone'), recordEvents(olgaHub, 'AlertEveryone')];
    const refused = await sendSiteAlert(t, await t.tokenFor(ann), 'Hi', 5000);
    expect(refused.statusCode).toBe(403);
    const sent = await sendSiteAlert(t, await t.tokenFor(admin), 'Restart at six', 8000);
    expect(sent.statusCode).toBe(204);
    for (const alert of alerts) expect(await alert.next()).toEqual(['Restart at six', 8000]);
  });

  it('refuses API calls while offline, tells the hubs, and lets the super admin bring it back', async () => {
    const admin = await t.seedAccount({ superAdmin: true });
    const adminToken = await t.tokenFor(admin);
    const annHub = await connect(ann, hubs.siteWide.path);
    const offline = recordEvents<[string]>(annHub, 'ServerOffline');
    const online = recordEvents<[string, number]>(annHub, 'ServerOnline');
    const set = await t.request({
      method: 'POST',
      url: '/api/SiteStatus/SetOffline',
      payload: { text: 'Back at seven' },
      token: adminToken,
    });
    expect(set.json()).toEqual({ offline: true, message: 'Back at seven' });
    expect(await offline.next()).toEqual(['Back at seven']);
    try {
      const refused = await answersApi(t, form, responseGuid, await t.tokenFor(ann)).submit('Name', 'x');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().detail).toBe('The server is offline for maintenance.');
      // Someone connecting now is told at once.
      let lateOffline!: ReturnType<typeof recordEvents<[string]>>;
      const late = await connectHub(
        t.baseUrl!,
        hubs.siteWide.path,
        await t.tokenFor(bob),
        undefined,
        (hub) => {
          lateOffline = recordEvents<[string]>(hub, 'ServerOffline');
        },
      );
      open.push(late);
      expect(await lateOffline.next()).toEqual(['Back at seven']);
      const status = await t.request({
        method: 'GET',
        url: '/api/SiteStatus/GetSiteStatus',
        token: adminToken,
      });
      expect(status.json()).toEqual({ offline: true, message: 'Back at seven' });
    } finally {
      const back = await t.request({
        method: 'POST',
        url: '/api/SiteStatus/SetOnline',
        payload: { text: 'We are back', duration: 5000 },
        token: adminToken,
      });
      expect(back.statusCode).toBe(200);
    }
    expect(await online.next()).toEqual(['We are back', 5000]);
    const answered = await answersApi(t, form, responseGuid, await t.tokenFor(ann)).submit('Name', 'y');
    expect(answered.statusCode).toBe(200);
  });
});
