import { describe, expect, it } from 'vitest';
import { validateFormElement } from '../../../src/shared/generated/validators.gen.ts';
import { sampleCodes, sampleForm, sampleGuids } from './form-fixtures.ts';
import { elementsUrl, questionCodes, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('form elements', () => {
  it('adds elements at the end of their parent with generated guids and question codes', async () => {
    const ids = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    const added = await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: {
        type: 'SimpleText',
        label: 'Phone',
        parentGuid: ids.section,
        properties: { validation: true, validationType: 'Phone' },
      },
      token: app.designer,
    });
    expect(added.statusCode).toBe(200);
    const element = added.json();
    expect(validateFormElement(element)).toBe(true);
    // Three SimpleText elements already exist, so the generated code is SimpleText4.
    expect(element).toMatchObject({
      type: 'SimpleText',
      questionCode: 'SimpleText4',
      parentGuid: ids.section,
      formDefinitionGuid: ids.form,
    });
    expect(element.guid).toMatch(/^[0-9a-f]{8}-/);

    // Inside the repeater: placed after the repeater's own contents, before anything that follows.
    const inRepeater = await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Number', questionCode: 'Age', parentGuid: ids.repeater, properties: {} },
      token: app.designer,
    });
    expect(inRepeater.statusCode).toBe(200);
    const section = await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Section', label: 'Follow up', properties: {} },
      token: app.designer,
    });
    expect(section.json().questionCode).toBe('Section2');
    expect(await questionCodes(app, ids.form)).toEqual([...sampleCodes(), 'Age', 'SimpleText4', 'Section2']);

    const one = await app.t.request({
      method: 'GET',
      url: `${elementsUrl(ids.form)}/${element.guid}`,
      token: app.designer,
    });
    expect(one.json()).toEqual(element);
  });

  it('refuses a question outside a section and a question code already in use', async () => {
    const ids = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    const outside = await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Number', properties: {} },
      token: app.designer,
    });
    expect(outside.json()).toMatchObject({ status: 400, detail: 'A form item must be added to a Section.' });
    const taken = await app.t.request({
      method: 'POST',
      url: elementsUrl(ids.form),
      payload: { type: 'Number', questionCode: 'Number1', parentGuid: ids.section, properties: {} },
      token: app.designer,
    });
    expect(taken.json()).toMatchObject({
      status: 400,
      detail: "Question code 'Number1' already exists. Please choose a different one.",
      errors: { questionCode: ["Question code 'Number1' already exists. Please choose a different one."] },
    });
    const renamed = await app.t.request({
      method: 'PUT',
      url: `${elementsUrl(ids.form)}/${ids.number}`,
      payload: { type: 'Number', questionCode: 'YesNo1', parentGuid: ids.section, properties: {} },
      token: app.designer,
    });
    expect(renamed.json().detail).toBe(
      "Question code 'YesNo1' already exists. Please choose a different one.",
    );
    const invalid = await app.t.request({
      method: 'PUT',
      url: `${elementsUrl(ids.form)}/${ids.number}`,
      payload: {
        type: 'Number',
        questionCode: 'Number1',
        parentGuid: ids.section,
        properties: { indentLevel: 9 },
      },
      token: app.designer,
    });
    expect(invalid.json()).toMatchObject({
      status: 400,
      errors: { 'element.properties.indentLevel': [expect.any(String)] },
    });
    expect(await questionCodes(app, ids.form)).toHaveLength(9);
  });
});
