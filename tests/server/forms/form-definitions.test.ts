import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../../src/shared/generated/validators.gen.ts';
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

const getForm = (guid: string) =>
  t.request({ method: 'GET', url: `/api/FormDefinition/${guid}/GetFormDefinition`, token: designer });

describe('form definitions', () => {
  it('uploads, reads back, updates and lists a form with several element types', async () => {
    const ids = sampleGuids();
    const uploaded = await uploadForm(t, designer, org.guid, sampleForm(ids));
    expect(uploaded.guid).toBe(ids.form);

    const read = (await getForm(ids.form)).json();
    expect(validateFormDefinition(read)).toBe(true);
    expect(read).toMatchObject({
      name: 'Incident Report',
      formCode: 'incident',
      orgGuid: org.guid,
      formResponseCount: 0,
      metaInfo: { maxInstances: 3 },
    });
    expect(read.components.map((element: { questionCode: string }) => element.questionCode)).toEqual([
      'Section1',
      'Heading1',
      'SimpleText1',
      'Number1',
      'YesNo1',
      'Checkboxes1',
      'Details',
      'Repeater1',
      'WitnessName',
    ]);
    expect(read.components[2]).toMatchObject({
      guid: ids.text,
      parentGuid: ids.section,
      formDefinitionGuid: ids.form,
      isArchived: false,
      properties: { maxLength: 100, indentLevel: 1 },
    });
    // Temporary rule ids became guids; the references to elements stayed.
    expect(read.rules[0].guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.rules[0].conditions[0]).toMatchObject({ questionGuid: ids.yesNo });
    expect(read.sectionRules[0]).toMatchObject({ sectionGuid: ids.section, formDefinitionGuid: ids.form });

    // Update: rename, drop the heading, add a new element with a temporary id, reorder.
    const components = read.components.filter((element: { type: string }) => element.type !== 'Heading');
    components.splice(1, 0, {
      guid: 'new-7',
      type: 'Date',
      label: 'When',
      questionCode: 'Date1',
      parentGuid: ids.section,
      properties: { enableTime: true },
    });
    const updated = await t.request({
      method: 'PUT',
      url: `/api/FormDefinition/${ids.form}/UpdateFormDefinition`,
      payload: { ...read, name: 'Incident Report v2', components },
      token: designer,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers['x-store-refresh']).toBe('formDefinitions');
    const saved = updated.json();
    expect(saved.name).toBe('Incident Report v2');
    expect(saved.components.map((element: { questionCode: string }) => element.questionCode)).toEqual([
      'Section1',
      'Date1',
      'SimpleText1',
      'Number1',
      'YesNo1',
      'Checkboxes1',
      'Details',
      'Repeater1',
      'WitnessName',
    ]);
    expect(saved.components[1].guid).toMatch(/^[0-9a-f]{8}-/);
    expect(validateFormDefinition(saved)).toBe(true);

    const list = await t.request({
      method: 'GET',
      url: '/api/FormDefinition/GetAllFormDefinitions',
      query: { orgGuid: org.guid, query: 'v2' },
      token: designer,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        guid: ids.form,
        name: 'Incident Report v2',
        formType: 'InlineForm',
        formResponseCount: 0,
      }),
    ]);
    const none = await t.request({
      method: 'GET',
      url: '/api/FormDefinition/GetAllFormDefinitions',
      query: { orgGuid: org.guid, query: 'nothing like it' },
      token: designer,
    });
    expect(none.json()).toEqual([]);
  });
});
