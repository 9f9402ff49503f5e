import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormResponse } from '../../../src/shared/generated/validators.gen.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { seedResponse, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let member: SeededAccount;
let memberToken: string;
const ids = sampleGuids();
beforeAll(async () => {
  ({ t, org } = app);
  member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  memberToken = await t.tokenFor(member);
  await uploadForm(t, app.designer, org.guid, sampleForm(ids));
});

const url = (path: string) => `/api/mwforms/${ids.form}/${path}`;
describe('reading a response', () => {
  it('reads a response with answers as JSON text and hidden answers flagged by the rules', async () => {
    const responseGuid = await seedResponse(
      t,
      { formGuid: ids.form, orgGuid: org.guid, userGuid: member.guid },
      { [ids.yesNo]: false, [ids.details]: 'Sprained wrist', [ids.checks]: ['power'] },
    );
    const read = await t.request({
      method: 'GET',
      url: url(`${org.guid}/${responseGuid}/GetResponse`),
      token: memberToken,
    });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(validateFormResponse(body)).toBe(true);
    const answer = (guid: string) =>
      body.answers.find((entry: { formElementGuid: string }) => entry.formElementGuid === guid);
    expect(answer(ids.checks)).toMatchObject({ answerValue: '["power"]', isHidden: false });
    // Details is hidden while YesNo1 is not 'yes'.
    expect(answer(ids.details)).toMatchObject({ answerValue: '"Sprained wrist"', isHidden: true });

    await t.database.exec(
      `update answers set answer_value = 'true', updated_at = now() + interval '1 minute' where form_response_guid = '${responseGuid}' and form_element_guid = '${ids.yesNo}'`,
    );
    const recent = await t.request({
      method: 'GET',
      url: url(`${org.guid}/${responseGuid}/GetFormResponseRecentAnswers`),
      token: memberToken,
    });
    expect(recent.json()).toHaveLength(3);
    expect(
      recent.json().find((entry: { formElementGuid: string }) => entry.formElementGuid === ids.details)
        .isHidden,
    ).toBe(false);
    const since = new Date(Date.now() + 30_000).toISOString();
    const changed = await t.request({
      method: 'GET',
      url: url(`${org.guid}/${responseGuid}/GetFormResponseRecentAnswers`),
      query: { since },
      token: memberToken,
    });
    expect(changed.json()).toEqual([
      expect.objectContaining({
        formElementGuid: ids.yesNo,
        answerValue: 'true',
        updatedAt: expect.any(String),
      }),
    ]);
  });

  it('answers 404 when the path names another organisation or form', async () => {
    const responseGuid = await seedResponse(
      t,
      { formGuid: ids.form, orgGuid: org.guid, userGuid: member.guid },
      {},
    );
    const other = await t.seedOrg();
    expect(
      (
        await t.request({
          method: 'GET',
          url: url(`${other.guid}/${responseGuid}/GetResponse`),
          token: memberToken,
        })
      ).statusCode,
    ).toBe(404);
    const elsewhere = sampleGuids().form;
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/mwforms/${elsewhere}/${org.guid}/${responseGuid}/GetResponse`,
          token: memberToken,
        })
      ).statusCode,
    ).toBe(404);
  });
});
