import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerHistory, answers } from '../../../src/server/db/tables/forms.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { elementsUrl, questionCodes, seedResponse, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('deleting form elements', () => {
  it('deletes an element with its contents, their answers and the rules that name them', async () => {
    const ids = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    const responseGuid = await seedResponse(
      app.t,
      { formGuid: ids.form, orgGuid: app.org.guid, userGuid: app.designerAccount.guid },
      { [ids.yesNo]: true, [ids.witness]: 'Sam', [ids.text]: 'Kim' },
    );
    await app.t.database.db.insert(answerHistory).values({
      formResponseGuid: responseGuid,
      formElementGuid: ids.witness,
      repeatableGroupGuid: '00000000-0000-0000-0000-000000000000',
      newValue: 'Sam',
    });

    const deleted = await app.t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.repeater}/DeleteFormElement`,
      token: app.designer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(new Set(deleted.json().deletedElementGuids)).toEqual(new Set([ids.repeater, ids.witness]));
    const left = await app.t.database.db
      .select()
      .from(answers)
      .where(eq(answers.formResponseGuid, responseGuid));
    expect(left.map((answer) => answer.formElementGuid).sort()).toEqual([ids.text, ids.yesNo].sort());
    // The history of answers is append-only and keeps what was.
    expect(
      await app.t.database.db
        .select()
        .from(answerHistory)
        .where(eq(answerHistory.formResponseGuid, responseGuid)),
    ).toHaveLength(1);

    // Deleting the condition's source removes the Hidden rule reading it; deleting the section its section rule.
    await app.t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.yesNo}/DeleteFormElement`,
      token: app.designer,
    });
    const form = (
      await app.t.request({
        method: 'GET',
        url: `/api/FormDefinition/${ids.form}/GetFormDefinition`,
        token: app.designer,
      })
    ).json();
    expect(form.rules).toEqual([]);
    expect(form.sectionRules).toHaveLength(1);
    await app.t.request({
      method: 'DELETE',
      url: `${elementsUrl(ids.form)}/${ids.section}/DeleteFormElement`,
      token: app.designer,
    });
    const emptied = (
      await app.t.request({
        method: 'GET',
        url: `/api/FormDefinition/${ids.form}/GetFormDefinition`,
        token: app.designer,
      })
    ).json();
    expect(emptied).toMatchObject({ components: [], sectionRules: [] });
    expect(
      await app.t.database.db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid)),
    ).toEqual([]);
  });

  it('answers 404 for an element of another form', async () => {
    const first = sampleGuids();
    const second = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(first));
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(second));
    const response = await app.t.request({
      method: 'GET',
      url: `${elementsUrl(second.form)}/${first.text}`,
      token: app.designer,
    });
    expect(response.statusCode).toBe(404);
    const removal = await app.t.request({
      method: 'DELETE',
      url: `${elementsUrl(second.form)}/${first.text}/DeleteFormElement`,
      token: app.designer,
    });
    expect(removal.statusCode).toBe(404);
    expect(await questionCodes(app, first.form)).toContain('SimpleText1');
  });
});
