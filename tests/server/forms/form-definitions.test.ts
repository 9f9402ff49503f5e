import { describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../../src/shared/generated/validators.gen.ts';
import { sampleCodes, sampleForm, sampleGuids } from './form-fixtures.ts';
import { readForm, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('form definitions', () => {
  it('uploads, reads back, updates and lists a form with several element types', async () => {
    const ids = sampleGuids();
    const uploaded = await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    expect(uploaded.guid).toBe(ids.form);

    const read = (await readForm(app, ids.form)).json();
    expect(validateFormDefinition(read)).toBe(true);
    expect(read).toMatchObject({
      name: 'Incident Report',
      formCode: 'incident',
      orgGuid: app.org.guid,
      formResponseCount: 0,
      metaInfo: { maxInstances: 3 },
    });
    expect(read.components.map((element: { questionCode: string }) => element.questionCode)).toEqual(
      sampleCodes(),
    );
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
    const updated = await app.t.request({
      method: 'PUT',
      url: `/api/FormDefinition/${ids.form}/UpdateFormDefinition`,
      payload: { ...read, name: 'Incident Report v2', components },
      token: app.designer,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers['x-store-refresh']).toBe('formDefinitions');
    const saved = updated.json();
    expect(saved.name).toBe('Incident Report v2');
    expect(saved.components.map((element: { questionCode: string }) => element.questionCode)).toEqual([
      'Section1',
      'Date1',
      ...sampleCodes().slice(2),
    ]);
    expect(saved.components[1].guid).toMatch(/^[0-9a-f]{8}-/);
    expect(validateFormDefinition(saved)).toBe(true);

    const list = await app.t.request({
      method: 'GET',
      url: '/api/FormDefinition/GetAllFormDefinitions',
      query: { orgGuid: app.org.guid, query: 'v2' },
      token: app.designer,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        guid: ids.form,
        name: 'Incident Report v2',
        formType: 'InlineForm',
        formResponseCount: 0,
      }),
    ]);
    const none = await app.t.request({
      method: 'GET',
      url: '/api/FormDefinition/GetAllFormDefinitions',
      query: { orgGuid: app.org.guid, query: 'nothing like it' },
      token: app.designer,
    });
    expect(none.json()).toEqual([]);
  });
});
