import { describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../../src/shared/generated/validators.gen.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { readForm, uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();

describe('creating, replacing and deleting forms', () => {
  it('creates an empty form with one Section and a code made from its name', async () => {
    const response = await app.t.request({
      method: 'POST',
      url: `/api/FormDefinition/${encodeURIComponent('Site Visit #2')}/CreateFormDefinition`,
      query: { orgGuid: app.org.guid, formType: 'StandaloneForm' },
      token: app.designer,
    });
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({
      name: 'Site Visit #2',
      formCode: 'SiteVisit2',
      formType: 'StandaloneForm',
      orgGuid: app.org.guid,
      formRules: [],
    });
    expect(form.components).toEqual([
      expect.objectContaining({ type: 'Section', questionCode: 'Section1', parentGuid: null }),
    ]);
    expect(validateFormDefinition(form)).toBe(true);
  });

  it('gives the uploaded form a new guid when another organisation already holds it, and replaces its own', async () => {
    const ids = sampleGuids();
    await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids));
    const again = await uploadForm(app.t, app.designer, app.org.guid, sampleForm(ids, { name: 'Replaced' }));
    expect(again.guid).toBe(ids.form);
    expect((await readForm(app, ids.form)).json().name).toBe('Replaced');

    const other = await app.t.seedOrg();
    const otherDesigner = await app.t.tokenFor(
      await app.t.seedAccount({ roles: { [other.guid]: ['Member', 'SetupBasic'] } }),
    );
    const copy = await uploadForm(app.t, otherDesigner, other.guid, sampleForm(ids, { name: 'Copy' }));
    expect(copy.guid).not.toBe(ids.form);
    // Element guids are unique across forms, so the copy's elements got new ones too.
    expect(copy.components.map((element) => element.guid)).not.toContain(ids.section);
    expect((await readForm(app, ids.form)).json().name).toBe('Replaced');
  });

  it('deletes a form with its responses', async () => {
    const form = await uploadForm(app.t, app.designer, app.org.guid, sampleForm());
    const created = await app.t.request({
      method: 'POST',
      url: `/api/mwforms/${form.guid}/CreateFormResponse`,
      query: { orgGuid: app.org.guid },
      token: app.designer,
    });
    expect(created.statusCode).toBe(200);
    const deleted = await app.t.request({
      method: 'DELETE',
      url: `/api/FormDefinition/${form.guid}/DeleteFormDefinition`,
      token: app.designer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: 'Form and associated responses have been deleted',
      deletedResponseCount: 1,
    });
    expect((await readForm(app, form.guid)).statusCode).toBe(404);
    expect(
      (
        await app.t.request({
          method: 'GET',
          url: `/api/mwforms/${form.guid}/${app.org.guid}/${created.json().guid}/GetResponse`,
          token: app.designer,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the designer extras of the organisation', async () => {
    await app.t.seedGroup({ orgGuid: app.org.guid, name: 'Nurses' });
    const response = await app.t.request({
      method: 'GET',
      url: `/api/mwforms/FormDesignerExtras/${app.org.guid}/GetFormDesignerExtras`,
      token: app.designer,
    });
    expect(response.statusCode).toBe(200);
    const { sectionAssignables } = response.json();
    expect(sectionAssignables.groups).toContainEqual({ key: expect.any(String), value: 'Nurses' });
    expect(sectionAssignables.roles.map((role: { key: string }) => role.key)).toContain('SetupBasic');
    expect(sectionAssignables.users.length).toBeGreaterThan(0);
    expect(sectionAssignables.entities.length).toBeGreaterThan(0);
  });
});
