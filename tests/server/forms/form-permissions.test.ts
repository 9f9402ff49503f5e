import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import {
  answering,
  reads,
  responseWrites,
  statusUpdate,
  writes,
  type CallTarget,
  type FormApiCall,
} from './form-api-calls.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { seedResponse, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
const x = { ids: sampleGuids() } as CallTarget;
const ids = x.ids;
const tokens: Record<'designer' | 'viewer' | 'member' | 'guest' | 'outsider' | 'superAdmin', string> =
  {} as never;
beforeAll(async () => {
  t = app.t;
  const org = app.org;
  x.orgGuid = org.guid;
  const other = await t.seedOrg();
  const member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  tokens.designer = app.designer;
  tokens.viewer = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup'] } }));
  tokens.member = await t.tokenFor(member);
  const guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  tokens.guest = await t.tokenFor(guest);
  const allRoles = ['Member', 'ViewSetup', 'SetupBasic', 'SetupItems', 'UserAdmin'] as const;
  tokens.outsider = await t.tokenFor(await t.seedAccount({ roles: { [other.guid]: [...allRoles] } }));
  tokens.superAdmin = await t.tokenFor(await t.seedAccount({ superAdmin: true }));
  const form = await uploadForm(t, tokens.designer, org.guid, sampleForm(ids));
  x.responseGuid = await seedResponse(
    t,
    // Made for the guest: a Guest reaches only responses made for or by them.
    { formGuid: ids.form, orgGuid: org.guid, userGuid: guest.guid },
    { [ids.text]: 'Kim' },
    'New',
  );
  x.sectionRuleGuid = (form as unknown as { sectionRules: { guid: string }[] }).sectionRules[0]!.guid;
});

const form = '/api/FormDefinition/';
const send = (call: FormApiCall, token?: string) => {
  const payload = call.payload?.(x);
  const text = typeof payload === 'string' ? { headers: { 'content-type': 'text/plain' } } : {};
  return t.request({
    method: call.method,
    url: call.url(x),
    query: call.query?.(x),
    payload: payload as string,
    token,
    ...text,
  });
};
/** What a failed call must leave untouched: the form and its responses. */
const snapshot = async () => {
  const token = tokens.designer;
  const definition = await t.request({ method: 'GET', url: `${form}${ids.form}/GetFormDefinition`, token });
  const responses = await t.request({
    method: 'GET',
    url: `/api/mwforms/${ids.form}/GetAllFormResponses`,
    token,
  });
  return { definition: definition.body, responses: responses.body };
};
const all = [...reads, ...answering, ...writes, ...responseWrites, statusUpdate];

describe('who may use the form APIs', () => {
  it.each(all.map((call) => [call.name, call]))(
    '%s refuses an anonymous caller with 401',
    async (_name, call) => {
      const response = await send(call);
      expect(response.statusCode).toBe(401);
    },
  );

  it.each(all.map((call) => [call.name, call]))(
    '%s answers 404 to someone outside the organisation and changes nothing',
    async (_name, call) => {
      const before = await snapshot();
      const response = await send(call, tokens.outsider);
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([...writes, ...reads, ...responseWrites].map((call) => [call.name, call]))(
    '%s refuses a Member (403) and changes nothing',
    async (_name, call) => {
      const before = await snapshot();
      expect((await send(call, tokens.member)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(writes.map((call) => [call.name, call]))(
    '%s refuses View Setup without Setup Basic (403)',
    async (_name, call) => {
      expect((await send(call, tokens.viewer)).statusCode).toBe(403);
    },
  );

  it.each(reads.map((call) => [call.name, call]))('%s is open to View Setup', async (_name, call) => {
    expect((await send(call, tokens.viewer)).statusCode).toBe(200);
  });

  it.each(answering.map((call) => [call.name, call]))(
    '%s is open to every member, the guest it was made for, and a super admin',
    async (_name, call) => {
      for (const token of [tokens.member, tokens.guest, tokens.superAdmin])
        expect((await send(call, token)).statusCode).toBe(200);
    },
  );

  it('lets a member change the status of a response of their organisation', async () => {
    const moved = await send(statusUpdate, tokens.member);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('checks access before the body: an outsider’s invalid body still gets 404', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `${form}${ids.form}/UpdateFormDefinition`,
      payload: { name: '' },
      token: tokens.outsider,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists every organisation’s forms for a super admin, and only viewable ones otherwise', async () => {
    const url = `${form}GetAllFormDefinitions`;
    const everything = await t.request({ method: 'GET', url, token: tokens.superAdmin });
    expect(everything.json().map((entry: { guid: string }) => entry.guid)).toContain(ids.form);
    const outsiders = await t.request({ method: 'GET', url, token: tokens.outsider });
    expect(outsiders.json().map((entry: { guid: string }) => entry.guid)).not.toContain(ids.form);
    expect((await t.request({ method: 'GET', url, token: tokens.member })).json()).toEqual([]);
  });

  it('lets a super admin outside the organisation design its forms', async () => {
    const ok = await t.request({
      method: 'PUT',
      url: `/api/mwforms/${ids.form}/elements/${ids.text}`,
      payload: {
        type: 'SimpleText',
        label: 'By admin',
        questionCode: 'SimpleText1',
        parentGuid: ids.section,
        properties: {},
      },
      token: tokens.superAdmin,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().label).toBe('By admin');
    const fresh = await t.request({
      method: 'POST',
      url: `${form}${sampleGuids().form.slice(0, 8)}/CreateFormDefinition`,
      query: { orgGuid: x.orgGuid },
      token: tokens.superAdmin,
    });
    expect(fresh.statusCode).toBe(200);
  });
});
