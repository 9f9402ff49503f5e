import type { FastifyInstance } from 'fastify';
import type { StoredFormResponse } from '../repositories/form-responses.ts';
import { answersWithVisibility, responseAsRead } from './form-response-visibility.ts';
import { guidParams, ref } from './form-route-parts.ts';
import { ANY_MEMBER } from '../../shared/auth/role-sets.ts';
import { responseOf } from '../resources/response-resource.ts';
import { resource } from '../auth/access.ts';

const tags = ['FormResponses'];

/** The API shape of a stored response: the workflow link is the workflows area's to show. */
export const publicResponse = ({ workflowGuid: _workflow, ...response }: StoredFormResponse) => response;

/** GetResponse and GetFormResponseRecentAnswers: what the person answering reads (any member of the response's organisation). */
export async function formResponseReadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const access = { config: { access: resource('response', ANY_MEMBER) } };
  const params = guidParams('formDefinitionGuid', 'orgGuid', 'responseGuid');

  app.get(
    '/:formDefinitionGuid/:orgGuid/:responseGuid/GetResponse',
    {
      ...access,
      schema: {
        tags,
        summary:
          'A response with its answers (answerValue as JSON text; isHidden from the rules, evaluated on the server) and the lists its questions read their options from.',
        params,
        response: { 200: ref('definitions/form-response') },
      },
    },
    async (request) => {
      const response = responseOf(request);
      const read = await responseAsRead(db, response, request.caller!.loginAccountGuid);
      return { ...publicResponse(response), ...read };
    },
  );

  app.get<{ Querystring: { since?: string } }>(
    '/:formDefinitionGuid/:orgGuid/:responseGuid/GetFormResponseRecentAnswers',
    {
      ...access,
      schema: {
        tags,
        summary:
          'The answers with when each changed (only those changed since `since` when given), for the client to merge after FormUpdated.',
        params,
        querystring: ref('api/get-form-response-recent-answers-query'),
        response: { 200: ref('api/get-form-response-recent-answers-response') },
      },
    },
    async (request) => {
      const answers = await answersWithVisibility(db, responseOf(request), request.caller!.loginAccountGuid);
      const since = request.query.since ? Date.parse(request.query.since) : undefined;
      return since === undefined
        ? answers
        : answers.filter((answer) => Date.parse(answer.updatedAt) >= since);
    },
  );
}
