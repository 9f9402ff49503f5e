import { describe, expect, it } from 'vitest';
import { validateFormResponse } from '../../../src/shared/generated/validators.gen.ts';
import { sampleGuids } from './form-fixtures.ts';
import { seedResponse, useAnsweringApp } from './form-helpers.ts';

const app = useAnsweringApp();

const url = (path: string) => `/api/mwforms/${app.ids.form}/${path}`;
describe('reading a response', () => {
  it('reads a response with answers as JSON text and hidden answers flagged by the rules', async () => {
    const responseGuid = await seedResponse(
      app.t,
      { formGuid: app.ids.form, orgGuid: app.org.guid, userGuid: app.member.guid },
      { [app.ids.yesNo]: false, [app.ids.details]: 'Sprained wrist', [app.ids.checks]: ['power'] },
    );
    const read = await app.t.request({
      method: 'GET',
      url: url(`${app.org.guid}/${responseGuid}/GetResponse`),
      token: app.memberToken,
    });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(validateFormResponse(body)).toBe(true);
    const answer = (guid: string) =>
      body.answers.find((entry: { formElementGuid: string }) => entry.formElementGuid === guid);
    expect(answer(app.ids.checks)).toMatchObject({ answerValue: '["power"]', isHidden: false });
    // Details is hidden while YesNo1 is not 'yes'.
    expect(answer(app.ids.details)).toMatchObject({ answerValue: '"Sprained wrist"', isHidden: true });

    await app.t.database.exec(
      `update answers set answer_value = 'true', updated_at = now() + interval '1 minute' where form_response_guid = '${responseGuid}' and form_element_guid = '${app.ids.yesNo}'`,
    );
    const recent = await app.t.request({
      method: 'GET',
      url: url(`${app.org.guid}/${responseGuid}/GetFormResponseRecentAnswers`),
      token: app.memberToken,
    });
    expect(recent.json()).toHaveLength(3);
    expect(
      recent.json().find((entry: { formElementGuid: string }) => entry.formElementGuid === app.ids.details)
        .isHidden,
    ).toBe(false);
    const since = new Date(Date.now() + 30_000).toISOString();
    const changed = await app.t.request({
      method: 'GET',
      url: url(`${app.org.guid}/${responseGuid}/GetFormResponseRecentAnswers`),
      query: { since },
      token: app.memberToken,
    });
    expect(changed.json()).toEqual([
      expect.objectContaining({
        formElementGuid: app.ids.yesNo,
        answerValue: 'true',
        updatedAt: expect.any(String),
      }),
    ]);
  });

  it('answers 404 when the path names another organisation or form', async () => {
    const responseGuid = await seedResponse(
      app.t,
      { formGuid: app.ids.form, orgGuid: app.org.guid, userGuid: app.member.guid },
      {},
    );
    const other = await app.t.seedOrg();
    expect(
      (
        await app.t.request({
          method: 'GET',
          url: url(`${other.guid}/${responseGuid}/GetResponse`),
          token: app.memberToken,
        })
      ).statusCode,
    ).toBe(404);
    const elsewhere = sampleGuids().form;
    expect(
      (
        await app.t.request({
          method: 'GET',
          url: `/api/mwforms/${elsewhere}/${app.org.guid}/${responseGuid}/GetResponse`,
          token: app.memberToken,
        })
      ).statusCode,
    ).toBe(404);
  });
});
