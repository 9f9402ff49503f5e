import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerHistory, answers } from '../../../src/server/db/tables/forms.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { seedResponse, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let designer: string;
let designerGuid: string;
beforeAll(() => {
  ({ t, org, designer } = app);
  designerGuid = app.designerAccount.guid;
});

const elementsUrl = (formGuid: string) => `/api/mwforms/${formGuid}/elements`;
const codes = async (formGuid: string) =>
  (
    (await t.request({ method: 'GET', url: elementsUrl(formGuid), token: designer })).json() as {
      questionCode: string;
    }[]
  ).map((element) => element.questionCode);

describe('deleting form elements', () => {
  it('deletes an element with its contents, their answers and the rules that name them', async () => {
    const ids = sampleGuids();
    await uploadForm(t, designer, org.guid, sampleForm(ids));
    const responseGuid = await seedResponse(
      t,
      { formGuid: ids.form, orgGuid: org.guid, userGuid: designerGuid },
      { [ids.yesNo]: true, [ids.witness]: 'Sam', [ids.text]: 'Kim' },
    );
    await t.database.db.insert(answerHistory).values({
      formResponseGuid: responseGuid,
      formElementGuid: ids.witness,
      repeatableGroupGuid: '00000000-0000-0000-0000-000000000000',
      newValue: 'Sam',
    });

    const deleted = await t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.repeater}/DeleteFormElement`,
      token: designer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(new Set(deleted.json().deletedElementGuids)).toEqual(new Set([ids.repeater, ids.witness]));
    const left = await t.database.db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid));
    expect(left.map((answer) => answer.formElementGuid).sort()).toEqual([ids.text, ids.yesNo].sort());
    // The history of answers is append-only and keeps what was.
    expect(
      await t.database.db
        .select()
        .from(answerHistory)
        .where(eq(answerHistory.formResponseGuid, responseGuid)),
    ).toHaveLength(1);

    // Deleting the condition's source removes the Hidden rule reading it; deleting the section its section rule.
    await t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.yesNo}/DeleteFormElement`,
      token: designer,
    });
    const form = (
      await t.request({
        method: 'GET',
        url: `/api/FormDefinition/${ids.form}/GetFormDefinition`,
        token: designer,
      })
    ).json();
    expect(form.rules).toEqual([]);
    expect(form.sectionRules).toHaveLength(1);
    await t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.section}/DeleteFormElement`,
      token: designer,
    });
    const emptied = (
      await t.request({
        method: 'GET',
        url: `/api/FormDefinition/${ids.form}/GetFormDefinition`,
        token: designer,
      })
    ).json();
    expect(emptied).toMatchObject({ components: [], sectionRules: [] });
    expect(
      await t.database.db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid)),
    ).toEqual([]);
  });

  it('answers 404 for an element of another form', async () => {
    const first = sampleGuids();
    const second = sampleGuids();
    await uploadForm(t, designer, org.guid, sampleForm(first));
    await uploadForm(t, designer, org.guid, sampleForm(second));
    const response = await t.request({
      method: 'GET',
      url: `${elementsUrl(second.form)}/${first.text}`,
      token: designer,
    });
    expect(response.statusCode).toBe(404);
    const removal = await t.request({
      method: 'DELETE',
      url: `${elementsUrl(second.form)}/${first.text}/DeleteFormElement`,
      token: designer,
    });
    expect(removal.statusCode).toBe(404);
    expect(await codes(first.form)).toContain('SimpleText1');
  });
});
