import { describe, expect, it } from 'vitest';
import { sampleCodes, sampleForm, sampleGuids } from './form-fixtures.ts';
import { elementsUrl, questionCodes, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('changing form elements', () => {
  it('updates, archives and moves an element with its contents', async () => {
    const ids = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Section', questionCode: 'Later', properties: {} },
      token: app.designer,
    });
    const all = (
      await app.t.request({ method: 'GET', url: elementsUrl(ids.form), token: app.designer })
    ).json();
    const later = all.find((element: { questionCode: string }) => element.questionCode === 'Later');

    const archived = await app.t.request({
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
      token: app.designer,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ label: 'Headcount', isArchived: true, properties: { max: 9 } });

    const moved = await app.t.request({
      method: 'PUT',
      url: `${elementsUrl(ids.form)}/${ids.repeater}`,
      payload: { type: 'Repeater', questionCode: 'Repeater1', parentGuid: later.guid, properties: {} },
      token: app.designer,
    });
    expect(moved.statusCode).toBe(200);
    expect(await questionCodes(app, ids.form)).toEqual([
      ...sampleCodes().slice(0, 7),
      'Later',
      ...sampleCodes().slice(7),
    ]);
  });
});

describe('section rules', () => {
  it('lists and deletes a section rule', async () => {
    const ids = sampleGuids();
    const form = await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    const url = `/api/mwforms/${form.guid}/sectionRules`;
    const rules = (await app.t.request({ method: 'GET', url, token: app.designer })).json();
    expect(rules).toEqual([
      expect.objectContaining({ sectionGuid: ids.section, sectionRuleType: 'RequiresReview' }),
    ]);
    const missing = await app.t.request({
      method: 'DELETE',
      url,
      query: { sectionRuleGuid: ids.text },
      token: app.designer,
    });
    expect(missing.statusCode).toBe(404);
    const removed = await app.t.request({
      method: 'DELETE',
      url,
      query: { sectionRuleGuid: rules[0].guid },
      token: app.designer,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect((await app.t.request({ method: 'GET', url, token: app.designer })).json()).toEqual([]);
  });
});
