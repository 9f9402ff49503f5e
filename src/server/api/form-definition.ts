import type { FastifyInstance } from 'fastify';
import { orgFrom, resource } from '../auth/access.ts';
import { badRequest, forbidden } from '../http/problem.ts';
import { DESIGN_REFUSED, mayDesignForm } from '../auth/form-designers.ts';
import { callerOf } from './answer-route-kit.ts';
import type { FormType } from '../../shared/generated/types.gen.ts';
import { countFormResponses, loadFormDefinition } from '../repositories/form-definitions.ts';
import {
  createEmptyForm,
  deleteFormDefinition,
  saveFormDefinition,
} from '../repositories/form-definition-store.ts';
import { NAME_REQUIRED, checkFormDefinition } from './form-definition-checks.ts';
import { formRuleProblem } from '../../shared/designer/rule-checks.ts';
import { savedAccessRulesProblem } from '../../shared/designer/access-rule-drafts.ts';
import { formCodeFromName } from './form-code.ts';
import { FORM_CACHES, guidParams, ref } from './form-route-parts.ts';
import { ANY_MEMBER, SETUP_EDITORS } from '../../shared/auth/role-sets.ts';
import { formOf } from '../resources/form-resource.ts';
import { checkWorkflowForm } from '../workflows/workflow-form-checks.ts';
import { checkListReferences, listUserOf } from './form-list-checks.ts';

const formSchema = ref('definitions/form-definition');
const tags = ['FormDefinition'];

/** The stored form as the API returns it. */
export async function storedFormBody(app: FastifyInstance, formGuid: string) {
  return (await loadFormDefinition(app.database.db, formGuid))!;
}

/** /api/FormDefinition: forms as whole documents (designer, renderer, Raw Forms). */
export async function formDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    '/:formDefinitionGuid/GetFormDefinition',
    {
      // People answering a form read it too, so any member of the form's organisation may.
      config: { access: resource('form', ANY_MEMBER) },
      schema: {
        tags,
        summary:
          'A form with its elements (components), rules, section rules, form rules, meta info and response count.',
        params: guidParams('formDefinitionGuid'),
        response: { 200: formSchema },
      },
    },
    async (request) => storedFormBody(app, formOf(request).guid),
  );

  app.put(
    '/:formDefinitionGuid/UpdateFormDefinition',
    {
      config: { access: resource('designedForm', SETUP_EDITORS), announce: 'formDefinition' },
      schema: {
        tags,
        summary:
          'Replaces the whole form, its rules and all its elements (in the order given) in one transaction.',
        params: guidParams('formDefinitionGuid'),
        body: { type: 'object' },
        response: { 200: formSchema },
      },
    },
    async (request, reply) => {
      const stored = formOf(request);
      // The path names the form; a different guid in the body is taken for the path's.
      const form = checkFormDefinition({ ...(request.body as object), guid: stored.guid });
      // Setup Items designs compliance items' forms, Setup Basic every other form: the route's rule checked
      // the type the form has, and the type it is given must be the caller's too.
      if (!mayDesignForm(callerOf(request), stored.orgGuid, form.formType)) throw forbidden(DESIGN_REFUSED);
      // The designer's restrictions on conditions and access rules hold whatever client sends the form (5.7, 5.10).
      const ruleProblem = formRuleProblem(form) ?? savedAccessRulesProblem(form);
      if (ruleProblem) throw badRequest(ruleProblem, { rules: [ruleProblem] });
      await checkListReferences(db, listUserOf(stored), form.components);
      if (stored.workflowDefinitionGuid) {
        await checkWorkflowForm(db, stored.workflowDefinitionGuid, stored.guid, form);
        // A step's place is set by UpdateWorkflowStepOrder; a form body read before a reorder keeps it.
        form.sortOrder = stored.sortOrder;
      }
      await saveFormDefinition(db, { guid: stored.guid, orgGuid: stored.orgGuid, form });
      // A workflow's definition carries its forms, so its cache goes too.
      reply.header(
        'X-Store-Refresh',
        stored.workflowDefinitionGuid ? `workflowDefinitions,${FORM_CACHES}` : FORM_CACHES,
      );
      return storedFormBody(app, stored.guid);
    },
  );

  app.post<{ Params: { formName: string }; Querystring: { orgGuid: string; formType?: FormType } }>(
    '/:formName/CreateFormDefinition',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: SETUP_EDITORS, superAdminPasses: true },
      },
      schema: {
        tags,
        summary: 'Creates an empty form holding one Section; its form code is made from the name.',
        params: {
          type: 'object',
          required: ['formName'],
          properties: { formName: { type: 'string', maxLength: 250 } },
        },
        querystring: ref('api/create-form-definition-query'),
        response: { 200: formSchema },
      },
    },
    async (request, reply) => {
      const name = request.params.formName.trim();
      if (!name) throw badRequest(NAME_REQUIRED, { name: [NAME_REQUIRED] });
      const formType = request.query.formType ?? 'Other';
      if (!mayDesignForm(callerOf(request), request.orgGuid!, formType)) throw forbidden(DESIGN_REFUSED);
      const guid = await createEmptyForm(db, {
        orgGuid: request.orgGuid!,
        name,
        formType,
        formCode: formCodeFromName(name),
      });
      reply.header('X-Store-Refresh', FORM_CACHES);
      return storedFormBody(app, guid);
    },
  );

  app.delete(
    '/:formDefinitionGuid/DeleteFormDefinition',
    {
      config: { access: resource('designedForm', SETUP_EDITORS) },
      schema: {
        tags,
        summary: 'Deletes a form with its elements, responses and answers.',
        params: guidParams('formDefinitionGuid'),
        response: { 200: ref('api/delete-form-definition-response') },
      },
    },
    async (request, reply) => {
      const guid = formOf(request).guid;
      const deletedResponseCount = await countFormResponses(db, guid);
      await deleteFormDefinition(db, guid);
      reply.header('X-Store-Refresh', FORM_CACHES);
      return { message: 'Form and associated responses have been deleted', deletedResponseCount };
    },
  );
}
