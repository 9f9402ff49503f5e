import { describe, expect, it } from 'vitest';
import { validateFormResponse } from '../../../src/shared/generated/validators.gen.ts';
import { sampleGuids } from './form-fixtures.ts';
import { EMPTY_ROW, seedResponse, useAnsweringApp } from './form-helpers.ts';

const app = useAnsweringApp();

const url = (path: string) => `/api/mwforms/${app.ids.form}/${path}`;
type AnswerDto = { formElementGuid: string; answerValue: string | null; isHidden: boolean };
const find = (answers: AnswerDto[], guid: string) => answers.find((entry) => entry.formElementGuid === guid);

/** A response where Details is answered but hidden (it shows only while YesNo1 is 'yes'). */
function responseWithHiddenDetails() {
  return seedResponse(
    app.t,
    { formGuid: app.ids.form, orgGuid: app.org.guid, userGuid: app.member.guid },
    { [app.ids.yesNo]: false, [app.ids.details]: 'Sprained wrist', [app.ids.checks]: ['power'] },
  );
}

const get = (path: string, query?: Record<string, string>) =>
  app.t.request({ method: 'GET', url: url(path), query, token: app.memberToken });

describe('reading a response', () => {
  it('reads a response with answers as JSON text, leaving out answers the rules hide', async () => {
    const responseGuid = await responseWithHiddenDetails();
    const read = await get(`${app.org.guid}/${responseGuid}/GetResponse`);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(validateFormResponse(body)).toBe(true);
    expect(find(body.answers, app.ids.checks)).toMatchObject({ answerValue: '["power"]', isHidden: false });
    expect(find(body.answers, app.ids.details)).toBeUndefined();
    expect(read.body).not.toContain('Sprained wrist');
  });

  it('leaves hidden answers out of the recent answers, GetAnswer and GetAnswersFromCodes', async () => {
    const responseGuid = await responseWithHiddenDetails();
    const recent = await get(`${app.org.guid}/${responseGuid}/GetFormResponseRecentAnswers`);
    expect(
      recent
        .json()
        .map((entry: AnswerDto) => entry.formElementGuid)
        .sort(),
    ).toEqual([app.ids.yesNo, app.ids.checks].sort());
    const answers = `responses/${responseGuid}/answers`;
    const single = await get(`${answers}/${app.ids.details}/${EMPTY_ROW}/GetAnswer`);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({
      formElementGuid: app.ids.details,
      answerValue: null,
      isHidden: true,
    });
    const byCode = await app.t.request({
      method: 'POST',
      url: url(`${answers}/GetAnswersFromCodes`),
      payload: ['Details', 'Checkboxes1'],
      token: app.memberToken,
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toEqual({
      Details: [],
      Checkboxes1: [expect.objectContaining({ formElementGuid: app.ids.checks, answerValue: '["power"]' })],
    });
    const rows = await app.t.request({
      method: 'POST',
      url: url(`${answers}/${app.ids.repeater}/CreateRepeaterAnswer`),
      query: { orgGuid: app.org.guid },
      payload: { count: 1 },
      token: app.memberToken,
    });
    expect(rows.statusCode).toBe(200);
    expect(find(rows.json(), app.ids.details)).toBeUndefined();
    expect(rows.body).not.toContain('Sprained wrist');
  });

  it('shows an answer again once the rule no longer hides it', async () => {
    const responseGuid = await responseWithHiddenDetails();
    await app.t.database.exec(
      `update answers set answer_value = 'true', updated_at = now() + interval '1 minute' where form_response_guid = '${responseGuid}' and form_element_guid = '${app.ids.yesNo}'`,
    );
    const recent = await get(`${app.org.guid}/${responseGuid}/GetFormResponseRecentAnswers`);
    expect(recent.json()).toHaveLength(3);
    expect(find(recent.json(), app.ids.details)).toMatchObject({
      answerValue: '"Sprained wrist"',
      isHidden: false,
    });
    const since = new Date(Date.now() + 30_000).toISOString();
    const changed = await get(`${app.org.guid}/${responseGuid}/GetFormResponseRecentAnswers`, { since });
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
    expect((await get(`${other.guid}/${responseGuid}/GetResponse`)).statusCode).toBe(404);
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
