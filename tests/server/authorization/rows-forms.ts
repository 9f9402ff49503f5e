import { eq } from 'drizzle-orm';
import { formDefinitions, formElements } from '../../../src/server/db/tables/forms.ts';
import { inOrg, signedIn, type MatrixRow } from './matrix-kit.ts';
import { seedMatrixForm, type World } from './matrix-world.ts';
import { SETUP_EDITORS, SETUP_VIEWERS } from '../../../src/shared/auth/role-sets.ts';

// Spec (forms-and-workflows 6; platform route table): setup pages are View Setup's, designing forms needs
// Setup Basic, and super admins pass both. People answering a form read it, whatever their role.
export const viewers = inOrg(SETUP_VIEWERS, { superAdmin: true });
export const designers = inOrg(SETUP_EDITORS, { superAdmin: true });
export const answerers = inOrg([], { superAdmin: true });

/** A stored form as the API returns it (the super admin outside org A reads it). */
async function storedForm(w: World, formGuid: string): Promise<Record<string, unknown>> {
  const response = await w.t.request({
    method: 'GET',
    url: `/api/FormDefinition/${formGuid}/GetFormDefinition`,
    token: w.tokens.superAdminOutside,
  });
  return response.json() as Record<string, unknown>;
}

async function storedElement(
  w: World,
  formGuid: string,
  elementGuid: string,
): Promise<Record<string, unknown>> {
  const response = await w.t.request({
    method: 'GET',
    url: `/api/mwforms/${formGuid}/elements/${elementGuid}`,
    token: w.tokens.superAdminOutside,
  });
  return response.json() as Record<string, unknown>;
}

/** Rows of /api/FormDefinition and /api/mwforms (designer, elements, section rules). */
export const formRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/FormDefinition/GetAllFormDefinitions',
    access: viewers,
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: '/api/FormDefinition/GetAllFormDefinitions', query: { orgGuid: org } }),
  },
  {
    method: 'GET',
    path: '/api/FormDefinition/{formDefinitionGuid}/GetFormDefinition',
    access: answerers,
    request: (w) => ({ url: `/api/FormDefinition/${w.form.guid}/GetFormDefinition` }),
  },
  {
    method: 'PUT',
    path: '/api/FormDefinition/{formDefinitionGuid}/UpdateFormDefinition',
    access: designers,
    // A spare form each time, so the world's form keeps the elements the answers rows use.
    request: async (w) => {
      const form = await seedMatrixForm(w);
      return {
        url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
        payload: { ...(await storedForm(w, form.guid)), name: 'Renamed' },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/FormDefinition/{formName}/CreateFormDefinition',
    access: designers,
    request: (_w, { org }) => ({
      url: '/api/FormDefinition/Matrix%20created/CreateFormDefinition',
      query: { orgGuid: org },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/FormDefinition/{formDefinitionGuid}/DeleteFormDefinition',
    access: designers,
    request: async (w) => ({
      url: `/api/FormDefinition/${(await seedMatrixForm(w)).guid}/DeleteFormDefinition`,
    }),
  },
  {
    method: 'POST',
    path: '/api/FormDefinition',
    access: designers,
    // Replacing names the form by guid: naming their own organisation, someone gets a copy there at most;
    // org A's form and its list of forms stay as they were.
    smuggleProbe: async (w, request) => {
      const guid = (request.query as { formDefinitionGuid: string }).formDefinitionGuid;
      const db = w.t.database.db;
      return {
        form: await db.select().from(formDefinitions).where(eq(formDefinitions.guid, guid)),
        elements: await db
          .select()
          .from(formElements)
          .where(eq(formElements.formDefinitionGuid, guid))
          .orderBy(formElements.position),
        formsOfA: (
          await db
            .select({ guid: formDefinitions.guid })
            .from(formDefinitions)
            .where(eq(formDefinitions.orgGuid, w.orgA.guid))
        ).length,
      };
    },
    request: async (w, { org }) => {
      const form = await seedMatrixForm(w);
      const payload = JSON.stringify({ ...(await storedForm(w, form.guid)), name: 'Uploaded' });
      return {
        url: '/api/FormDefinition',
        query: { orgGuid: org, formDefinitionGuid: form.guid },
        payload,
        headers: { 'content-type': 'application/json' },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/mwforms/FormDesignerExtras/{orgGuid}/GetFormDesignerExtras',
    access: viewers,
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `/api/mwforms/FormDesignerExtras/${org}/GetFormDesignerExtras` }),
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/elements',
    access: viewers,
    request: (w) => ({ url: `/api/mwforms/${w.form.guid}/elements` }),
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formDefinitionGuid}/elements',
    access: designers,
    request: async (w) => {
      const form = await seedMatrixForm(w);
      return {
        url: `/api/mwforms/${form.guid}/elements`,
        payload: { type: 'SimpleText', label: 'Added', parentGuid: form.section, properties: {} },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/elements/{elementGuid}',
    access: viewers,
    request: (w) => ({ url: `/api/mwforms/${w.form.guid}/elements/${w.form.text}` }),
  },
  {
    method: 'PUT',
    path: '/api/mwforms/{formDefinitionGuid}/elements/{elementGuid}',
    access: designers,
    request: async (w) => {
      const form = await seedMatrixForm(w);
      return {
        url: `/api/mwforms/${form.guid}/elements/${form.text}`,
        payload: { ...(await storedElement(w, form.guid, form.text)), label: 'Relabelled' },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formDefinitionGuid}/elements/{formElementGuid}/DeleteFormElement',
    access: designers,
    request: async (w) => {
      const form = await seedMatrixForm(w);
      return { url: `/api/mwforms/${form.guid}/elements/${form.text}/DeleteFormElement` };
    },
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/sectionRules',
    access: viewers,
    request: (w) => ({ url: `/api/mwforms/${w.form.guid}/sectionRules` }),
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formDefinitionGuid}/sectionRules',
    access: designers,
    request: async (w) => {
      const form = await seedMatrixForm(w);
      return { url: `/api/mwforms/${form.guid}/sectionRules`, query: { sectionRuleGuid: form.sectionRule } };
    },
  },
  {
    method: 'GET',
    path: '/api/FormDefinition/GetAllFormDefinitions',
    // Without an organisation the list spans the caller's own organisations (all for a super admin): nobody is
    // refused, and someone of org B sees none of org A's forms.
    variant: 'without an organisation',
    access: signedIn,
    request: () => ({ url: '/api/FormDefinition/GetAllFormDefinitions' }),
  },
];
