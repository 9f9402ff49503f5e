import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormResponse } from '../../../src/shared/generated/validators.gen.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let viewer: string;
let member: SeededAccount;
let memberToken: string;
const ids = sampleGuids();
beforeAll(async () => {
  ({ t, org } = app);
  viewer = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup'] } }));
  member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  memberToken = await t.tokenFor(member);
  await uploadForm(t, app.designer, org.guid, sampleForm(ids));
});

const url = (path: string) => `/api/mwforms/${ids.form}/${path}`;
const create = (query: Record<string, string>, token = viewer) =>
  t.request({ method: 'POST', url: url('CreateFormResponse'), query, token });
const setStatus = (responseGuid: string, status: string, token = memberToken) =>
  t.request({
    method: 'PUT',
    url: url(`status/${responseGuid}/UpdateFormResponseStatus`),
    payload: JSON.stringify(status),
    headers: { 'content-type': 'application/json' },
    token,
  });

describe('form responses', () => {
  it('creates, lists, checks and deletes responses', async () => {
    expect((await t.request({ method: 'GET', url: url('HasResponses'), token: viewer })).json()).toBe(false);
    const created = await create({ orgGuid: org.guid, userGuid: member.guid });
    expect(created.statusCode).toBe(200);
    const response = created.json();
    expect(validateFormResponse(response)).toBe(true);
    expect(response).toMatchObject({
      formDefinitionGuid: ids.form,
      orgGuid: org.guid,
      userGuid: member.guid,
      status: 'New',
      formType: 'InlineForm',
      answers: [],
    });
    const own = (await create({ orgGuid: org.guid })).json();
    expect(own.userGuid).toBe(own.createdByUserGuid);

    expect((await t.request({ method: 'GET', url: url('HasResponses'), token: viewer })).json()).toBe(true);
    const list = (await t.request({ method: 'GET', url: url('GetAllFormResponses'), token: viewer })).json();
    expect(list.map((entry: { guid: string }) => entry.guid).sort()).toEqual(
      [response.guid, own.guid].sort(),
    );
    expect(list[0]).toEqual(
      expect.objectContaining({
        guid: expect.any(String),
        userGuid: expect.any(String),
        status: 'New',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );

    const deleted = await t.request({
      method: 'DELETE',
      url: url(`${own.guid}/DeleteFormResponse`),
      token: viewer,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: url('GetAllFormResponses'), token: viewer })).json(),
    ).toHaveLength(1);
  });

  it('refuses a user outside the organisation and an organisation that is not the form’s', async () => {
    const stranger = await t.seedAccount();
    expect((await create({ orgGuid: org.guid, userGuid: stranger.guid })).json()).toMatchObject({
      status: 404,
      detail: 'User not found',
    });
    const other = await t.seedOrg();
    const both = await t.tokenFor(
      await t.seedAccount({ roles: { [org.guid]: ['ViewSetup'], [other.guid]: ['ViewSetup'] } }),
    );
    expect((await create({ orgGuid: other.guid }, both)).statusCode).toBe(400);
  });

  it('updates the status, writing nothing when it is unchanged', async () => {
    const responseGuid = (await create({ orgGuid: org.guid, userGuid: member.guid })).json().guid;
    const changed = await setStatus(responseGuid, 'Draft');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ guid: responseGuid, status: 'Draft' });
    const again = await setStatus(responseGuid, 'Draft');
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    // The body may also arrive as bare text.
    const plain = await t.request({
      method: 'PUT',
      url: url(`status/${responseGuid}/UpdateFormResponseStatus`),
      payload: 'ReadyForSubmission',
      headers: { 'content-type': 'text/plain' },
      token: memberToken,
    });
    expect(plain.json().status).toBe('ReadyForSubmission');
    const invalid = await setStatus(responseGuid, 'Finished');
    expect(invalid.statusCode).toBe(400);
    const read = await t.request({
      method: 'GET',
      url: url(`${org.guid}/${responseGuid}/GetResponse`),
      token: memberToken,
    });
    expect(read.json().status).toBe('ReadyForSubmission');
  });
});
