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

describe('creating, replacing and deleting forms', () => {
  it('creates an empty form with one Section and a code made from its name', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/FormDefinition/${encodeURIComponent('Site Visit #2')}/CreateFormDefinition`,
      query: { orgGuid: org.guid, formType: 'StandaloneForm' },
      token: designer,
    });
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({
      name: 'Site Visit #2',
      formCode: 'SiteVisit2',
      formType: 'StandaloneForm',
      orgGuid: org.guid,
      formRules: [],
    });
    expect(form.components).toEqual([
      expect.objectContaining({ type: 'Section', questionCode: 'Section1', parentGuid: null }),
    ]);
    expect(validateFormDefinition(form)).toBe(true);
  });

  it('gives the uploaded form a new guid when another organisation already holds it, and replaces its own', async () => {
    const ids = sampleGuids();
    await uploadForm(t, designer, org.guid, sampleForm(ids));
    const again = await uploadForm(t, designer, org.guid, sampleForm(ids, { name: 'Replaced' }));
    expect(again.guid).toBe(ids.form);
    expect((await getForm(ids.form)).json().name).toBe('Replaced');

    const other = await t.seedOrg();
    const otherDesigner = await t.tokenFor(
      await t.seedAccount({ roles: { [other.guid]: ['Member', 'SetupBasic'] } }),
    );
    const copy = await uploadForm(t, otherDesigner, other.guid, sampleForm(ids, { name: 'Copy' }));
    expect(copy.guid).not.toBe(ids.form);
    // Element guids are unique across forms, so the copy's elements got new ones too.
    expect(copy.components.map((element) => element.guid)).not.toContain(ids.section);
    expect((await getForm(ids.form)).json().name).toBe('Replaced');
  });

  it('deletes a form with its responses', async () => {
    const form = await uploadForm(t, designer, org.guid, sampleForm());
    const created = await t.request({
      method: 'POST',
      url: `/api/mwforms/${form.guid}/CreateFormResponse`,
      query: { orgGuid: org.guid },
      token: designer,
    });
    expect(created.statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/FormDefinition/${form.guid}/DeleteFormDefinition`,
      token: designer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: 'Form and associated responses have been deleted',
      deletedResponseCount: 1,
    });
    expect((await getForm(form.guid)).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/mwforms/${form.guid}/${org.guid}/${created.json().guid}/GetResponse`,
          token: designer,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the designer extras of the organisation', async () => {
    await t.seedGroup({ orgGuid: org.guid, name: 'Nurses' });
    const response = await t.request({
      method: 'GET',
      url: `/api/mwforms/FormDesignerExtras/${org.guid}/GetFormDesignerExtras`,
      token: designer,
    });
    expect(response.statusCode).toBe(200);
    const { sectionAssignables } = response.json();
    expect(sectionAssignables.groups).toContainEqual({ key: expect.any(String), value: 'Nurses' });
    expect(sectionAssignables.roles.map((role: { key: string }) => role.key)).toContain('SetupBasic');
    expect(sectionAssignables.users.length).toBeGreaterThan(0);
    expect(sectionAssignables.entities.length).toBeGreaterThan(0);
  });
});
