import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let designer: string;
beforeAll(() => {
  ({ t, org, designer } = app);
});

const elementsUrl = (formGuid: string) => `/api/mwforms/${formGuid}/elements`;
const codes = async (formGuid: string) =>
  (
    (await t.request({ method: 'GET', url: elementsUrl(formGuid), token: designer })).json() as {
      questionCode: string;
    }[]
  ).map((element) => element.questionCode);

describe('changing form elements', () => {
  it('updates, archives and moves an element with its contents', async () => {
    const ids = sampleGuids();
    await uploadForm(t, designer, org.guid, sampleForm(ids));
    await t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Section', questionCode: 'Later', properties: {} },
      token: designer,
    });
    const all = (await t.request({ method: 'GET', url: elementsUrl(ids.form), token: designer })).json();
    const later = all.find((element: { questionCode: string }) => element.questionCode === 'Later');

    const archived = await t.request({
      method: 'PUT',
      url: `${elementsUrl(ids.form)}/${ids.number}`,
      payload: {
        type: 'Number',
        label: 'Headcount',
        questionCode: 'Number1',
        parentGuid: ids.section,
        isArchived: true,
        properties: { max: 9 },
      },
      token: designer,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ label: 'Headcount', isArchived: true, properties: { max: 9 } });

    const moved = await t.request({
      method: 'PUT',
      url: `${elementsUrl(ids.form)}/${ids.repeater}`,
      payload: { type: 'Repeater', questionCode: 'Repeater1', parentGuid: later.guid, properties: {} },
      token: designer,
    });
    expect(moved.statusCode).toBe(200);
    expect(await codes(ids.form)).toEqual([
      'Section1',
      'Heading1',
      'SimpleText1',
      'Number1',
      'YesNo1',
      'Checkboxes1',
      'Details',
      'Later',
      'Repeater1',
      'WitnessName',
    ]);
  });
});

describe('section rules', () => {
  it('lists and deletes a section rule', async () => {
    const ids = sampleGuids();
    const form = await uploadForm(t, designer, org.guid, sampleForm(ids));
    const url = `/api/mwforms/${form.guid}/sectionRules`;
    const rules = (await t.request({ method: 'GET', url, token: designer })).json();
    expect(rules).toEqual([
      expect.objectContaining({ sectionGuid: ids.section, sectionRuleType: 'RequiresReview' }),
    ]);
    const missing = await t.request({
      method: 'DELETE',
      url,
      query: { sectionRuleGuid: ids.text },
      token: designer,
    });
    expect(missing.statusCode).toBe(404);
    const removed = await t.request({
      method: 'DELETE',
      url,
      query: { sectionRuleGuid: rules[0].guid },
      token: designer,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect((await t.request({ method: 'GET', url, token: designer })).json()).toEqual([]);
  });
});
