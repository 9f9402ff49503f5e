import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormResponse } from '../../../src/shared/generated/validators.gen.ts';
import { EMPTY_ROW, useAnsweringApp } from './form-helpers.ts';

const app = useAnsweringApp();
let viewer: string;
beforeAll(async () => {
  viewer = await app.t.tokenFor(
    await app.t.seedAccount({ roles: { [app.org.guid]: ['Member', 'ViewSetup'] } }),
  );
});

const url = (path: string) => `/api/mwforms/${app.ids.form}/${path}`;
const create = (query: Record<string, string>, token = viewer) =>
  app.t.request({ method: 'POST', url: url('CreateFormResponse'), query, token });
const setStatus = (responseGuid: string, status: string, token = app.memberToken) =>
  app.t.request({
    method: 'PUT',
    url: url(`status/${responseGuid}/UpdateFormResponseStatus`),
    payload: JSON.stringify(status),
    headers: { 'content-type': 'application/json' },
    token,
  });

describe('form responses', () => {
  it('creates, lists, checks and deletes responses', async () => {
    expect((await app.t.request({ method: 'GET', url: url('HasResponses'), token: viewer })).json()).toBe(
      false,
    );
    const created = await create({ orgGuid: app.org.guid, userGuid: app.member.guid });
    expect(created.statusCode).toBe(200);
    const response = created.json();
    expect(validateFormResponse(response)).toBe(true);
    expect(response).toMatchObject({
      formDefinitionGuid: app.ids.form,
      orgGuid: app.org.guid,
      userGuid: app.member.guid,
      status: 'New',
      formType: 'InlineForm',
    });
    // The only answer of a new response is the repeater's initial row, made by the server.
    expect(response.answers).toEqual([
      expect.objectContaining({ formElementGuid: app.ids.repeater, repeatableGroupGuid: EMPTY_ROW }),
    ]);
    const own = (await create({ orgGuid: app.org.guid })).json();
    expect(own.userGuid).toBe(own.createdByUserGuid);

    expect((await app.t.request({ method: 'GET', url: url('HasResponses'), token: viewer })).json()).toBe(
      true,
    );
    const list = (
      await app.t.request({ method: 'GET', url: url('GetAllFormResponses'), token: viewer })
    ).json();
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

    const deleted = await app.t.request({
      method: 'DELETE',
      url: url(`${own.guid}/DeleteFormResponse`),
      token: app.designer,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.t.request({ method: 'GET', url: url('GetAllFormResponses'), token: viewer })).json(),
    ).toHaveLength(1);
  });

  it('refuses a user outside the organisation and an organisation that is not the form’s', async () => {
    const stranger = await app.t.seedAccount();
    expect((await create({ orgGuid: app.org.guid, userGuid: stranger.guid })).json()).toMatchObject({
      status: 404,
      detail: 'User not found',
    });
    const other = await app.t.seedOrg();
    const both = await app.t.tokenFor(
      await app.t.seedAccount({ roles: { [app.org.guid]: ['ViewSetup'], [other.guid]: ['ViewSetup'] } }),
    );
    expect((await create({ orgGuid: other.guid }, both)).statusCode).toBe(400);
  });

  it('updates the status, writing nothing when it is unchanged', async () => {
    const responseGuid = (await create({ orgGuid: app.org.guid, userGuid: app.member.guid })).json().guid;
    // The body may arrive as bare text too.
    const changed = await app.t.request({
      method: 'PUT',
      url: url(`status/${responseGuid}/UpdateFormResponseStatus`),
      payload: 'Draft',
      headers: { 'content-type': 'text/plain' },
      token: app.memberToken,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ guid: responseGuid, status: 'Draft' });
    const again = await setStatus(responseGuid, 'Draft');
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    // Back to New is no plain member's move: no review or stamp of this form sends it there.
    const back = await setStatus(responseGuid, 'New');
    expect(back.statusCode).toBe(400);
    const invalid = await setStatus(responseGuid, 'Finished');
    expect(invalid.statusCode).toBe(400);
    const read = await app.t.request({
      method: 'GET',
      url: url(`${app.org.guid}/${responseGuid}/GetResponse`),
      token: app.memberToken,
    });
    expect(read.json().status).toBe('Draft');
  });
});
