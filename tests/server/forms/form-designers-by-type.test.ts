import type { HubConnection } from '@microsoft/signalr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hubs, type FormEditor } from '../../../src/shared/realtime/hub-contract.ts';
import { connectHub, recordEvents } from '../../support/hub-clients.ts';
import type { SeededAccount } from '../../support/test-data.ts';
import { useFormsApp } from './form-helpers.ts';

// Spec 2.1 and 6: Setup Basic designs forms, Setup Items designs compliance items' forms. The save and
// the designer's edit lock follow the same rule, so nobody is handed a lock whose saves would be refused.
const app = useFormsApp();
let basicOnly: SeededAccount;
let itemsOnly: SeededAccount;
const forms: Record<'compliance' | 'ordinary', object & { guid: string }> = {} as never;
const open: HubConnection[] = [];

beforeAll(async () => {
  const { t, org } = app;
  basicOnly = await t.seedAccount({ name: 'Basil', roles: { [org.guid]: ['Member', 'SetupBasic'] } });
  // Roles are stored one by one; the user editor would add Setup Basic, a direct grant may not.
  itemsOnly = await t.seedAccount({ name: 'Ivy', roles: { [org.guid]: ['Member', 'SetupItems'] } });
  for (const [key, formType, designer] of [
    ['compliance', 'ComplianceItemDefinition', itemsOnly],
    ['ordinary', 'Other', basicOnly],
  ] as const) {
    const created = await create(designer, key, formType);
    expect(created.statusCode).toBe(200);
    forms[key] = created.json<object & { guid: string }>();
  }
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});

const create = async (person: SeededAccount, name: string, formType: string) =>
  app.t.request({
    method: 'POST',
    url: `/api/FormDefinition/${name}/CreateFormDefinition`,
    query: { orgGuid: app.org.guid, formType },
    token: await app.t.tokenFor(person),
  });

const save = async (person: SeededAccount, form: object & { guid: string }, changes: object = {}) =>
  app.t.request({
    method: 'PUT',
    url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
    payload: { ...form, ...changes },
    token: await app.t.tokenFor(person),
  });

describe('who designs which form', () => {
  it('lets Setup Items save a compliance item form and Setup Basic an ordinary one, and refuses the others', async () => {
    expect((await save(itemsOnly, forms.compliance)).statusCode).toBe(200);
    expect((await save(basicOnly, forms.ordinary)).statusCode).toBe(200);
    const refused = await save(itemsOnly, forms.ordinary);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toBe('You do not have permission to design this form.');
    expect((await save(basicOnly, forms.compliance)).statusCode).toBe(403);
  });

  it('refuses every other call that changes a form to those who may not design its type', async () => {
    const elements = (form: { guid: string }) => `/api/mwforms/${form.guid}/elements`;
    for (const [person, form, formType] of [
      [itemsOnly, forms.ordinary, 'Other'],
      [basicOnly, forms.compliance, 'ComplianceItemDefinition'],
    ] as const) {
      const token = await app.t.tokenFor(person);
      const before = await app.t.request({ method: 'GET', url: elements(form), token: app.designer });
      const [section] = before.json<{ guid: string; type: string }[]>();
      const calls = [
        {
          method: 'POST',
          url: elements(form),
          payload: { type: 'Section', questionCode: 'More', properties: {} },
        },
        {
          method: 'PUT',
          url: `${elements(form)}/${section!.guid}`,
          payload: { type: 'Section', label: 'Renamed', questionCode: 'Renamed', properties: {} },
        },
        { method: 'DELETE', url: `${elements(form)}/${section!.guid}/DeleteFormElement` },
        {
          method: 'DELETE',
          url: `/api/mwforms/${form.guid}/sectionRules`,
          query: { sectionRuleGuid: section!.guid },
        },
        { method: 'DELETE', url: `/api/FormDefinition/${form.guid}/DeleteFormDefinition` },
        {
          method: 'POST',
          url: '/api/FormDefinition',
          query: { orgGuid: app.org.guid, formDefinitionGuid: form.guid },
          payload: { ...form, name: 'Replaced' },
        },
      ] as const;
      for (const call of calls) {
        const refused = await app.t.request({ ...call, token });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(refused.json<{ detail: string }>().detail).toBe(
          'You do not have permission to design this form.',
        );
      }
      expect((await create(person, 'another', formType)).statusCode).toBe(403);
      const after = await app.t.request({ method: 'GET', url: elements(form), token: app.designer });
      expect(after.json()).toEqual(before.json());
    }
  });

  it('refuses a type change that would take the form out of the caller’s hands', async () => {
    expect((await save(itemsOnly, forms.compliance, { formType: 'Other' })).statusCode).toBe(403);
  });

  it('gives the designer lock of a compliance item form to Setup Items, not to Setup Basic', async () => {
    const connect = async (person: SeededAccount) => {
      const connection = await connectHub(
        app.t.baseUrl!,
        hubs.formDesigner.path,
        await app.t.tokenFor(person),
      );
      open.push(connection);
      return connection;
    };
    const basil = await connect(basicOnly);
    const ivy = await connect(itemsOnly);
    const seen = recordEvents<[FormEditor[]]>(ivy, 'FormEditors');
    await basil.invoke('JoinGroup', forms.compliance.guid);
    await ivy.invoke('JoinGroup', forms.compliance.guid);
    const [editors] = await seen.next(([list]) => list.length === 2);
    expect(editors.map((editor) => [editor.userName, editor.canEdit])).toEqual([
      ['Basil', false],
      ['Ivy', true],
    ]);
  });
});
