import type { FastifyInstance } from 'fastify';
import { resource } from '../auth/access.ts';
import { badRequest, notFound } from '../http/problem.ts';
import type { FormResponseStatus } from '../../shared/generated/types.gen.ts';
import { isMemberOf } from '../repositories/caller-groups.ts';
import { countFormResponses } from '../repositories/form-definitions.ts';
import {
  createFormResponse,
  deleteFormResponse,
  listFormResponses,
  loadFormResponse,
  updateFormResponseStatus,
} from '../repositories/form-responses.ts';
import { publicResponse } from './form-response-reads.ts';
import type { Db } from '../db/database.ts';
import { findResponse, loadDefinition } from '../answers/form-source.ts';
import { loadResponseContext } from '../answers/response-context.ts';
import { assertStatusMove } from '../answers/status-moves.ts';
import { createInitialRows } from '../answers/initial-rows.ts';
import { guidParams, ref } from './form-route-parts.ts';
import { ANY_MEMBER, SETUP_EDITORS, SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';
import { formOf } from '../resources/form-resource.ts';
import { responseOf } from '../resources/response-resource.ts';
import { assertStepResponseRemovable } from '../workflows/step-instances.ts';

const responseSchema = ref('definitions/form-response');
const tags = ['FormResponses'];

/** /api/mwforms/{formDefinitionGuid}/...: a form's responses (Raw Forms screens; status from the renderer). */
export async function formResponseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const viewers = { config: { access: resource('form', SETUP_VIEWERS) } };
  const formParams = guidParams('formDefinitionGuid');

  app.get(
    '/:formDefinitionGuid/GetAllFormResponses',
    {
      ...viewers,
      schema: {
        tags,
        summary: "The form's responses without answers, most recently changed first.",
        params: formParams,
        response: { 200: ref('api/get-all-form-responses-response') },
      },
    },
    async (request) => (await listFormResponses(db, formOf(request).guid)).map(publicResponse),
  );

  app.get(
    '/:formDefinitionGuid/HasResponses',
    {
      ...viewers,
      schema: {
        tags,
        summary: 'Whether the form has any response.',
        params: formParams,
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) => (await countFormResponses(db, formOf(request).guid)) > 0,
  );

  app.post<{ Querystring: { orgGuid: string; userGuid?: string } }>(
    '/:formDefinitionGuid/CreateFormResponse',
    {
      // The query's organisation must be the form's (checked in the handler).
      config: { access: resource('form', SETUP_VIEWERS) },
      schema: {
        tags,
        summary:
          'Starts a response of the form in status New for a member of the organisation (the caller by default).',
        params: formParams,
        querystring: ref('api/create-form-response-query'),
        response: { 200: responseSchema },
      },
    },
    async (request) => {
      const form = formOf(request);
      const caller = request.caller!.loginAccountGuid;
      if (request.query.orgGuid.toLowerCase() !== form.orgGuid)
        throw badRequest('The form does not belong to this organization.');
      const userGuid = (request.query.userGuid ?? caller).toLowerCase();
      if (userGuid !== caller && !(await isMemberOf(db, userGuid, form.orgGuid)))
        throw notFound('User not found');
      const values = {
        formDefinitionGuid: form.guid,
        orgGuid: form.orgGuid,
        userGuid,
        createdByUserGuid: caller,
      };
      const { response, answers } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const stored = await createFormResponse(tx, values);
        const definition = await loadDefinition(tx, form.guid);
        const rows = definition
          ? await createInitialRows(tx, definition.definition, stored.guid, caller)
          : [];
        return { response: stored, answers: rows };
      });
      return { ...publicResponse(response), answers };
    },
  );

  app.delete(
    '/:formDefinitionGuid/:responseGuid/DeleteFormResponse',
    {
      // Viewing setup is not changing it: removing a response (and its answers) takes Setup Basic.
      config: { access: resource('response', SETUP_EDITORS) },
      schema: {
        tags,
        summary:
          'Deletes a response and its answers; not in an archived workflow, nor below its step form’s minimum.',
        params: guidParams('formDefinitionGuid', 'responseGuid'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const response = responseOf(request);
      await assertStepResponseRemovable(db, { ...response, workflowGuid: response.workflowGuid ?? null });
      await deleteFormResponse(db, response.guid);
      return reply.status(204).send();
    },
  );

  app.put<{ Body: FormResponseStatus }>(
    '/:formDefinitionGuid/status/:responseGuid/UpdateFormResponseStatus',
    {
      // The person answering moves their response on (Draft, Ready for submission, Submitted).
      config: { access: resource('response', ANY_MEMBER) },
      schema: {
        tags,
        summary:
          'Sets the response status (the body is the status). An unchanged status writes nothing and answers 204. Ready for submission and Submitted need every required visible question answered; NotSent is never a target; a Guest cannot reopen a Submitted response.',
        params: guidParams('formDefinitionGuid', 'responseGuid'),
        body: ref('definitions/form-response-status'),
        response: {
          200: responseSchema,
          204: { type: 'null', description: 'The status was already this one.' },
        },
      },
    },
    async (request, reply) => {
      const guid = responseOf(request).guid;
      const caller = request.caller!;
      const changed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Held FOR UPDATE so an answer written meanwhile cannot slip between the check and the move.
        const row = await findResponse(tx, guid, true);
        if (!row) throw notFound('Form response not found.');
        assertStatusMove(await loadResponseContext(tx, row, caller.loginAccountGuid), request.body, caller);
        return updateFormResponseStatus(tx, guid, request.body);
      });
      if (!changed) return reply.status(204).send();
      return publicResponse((await loadFormResponse(db, guid))!);
    },
  );
}
