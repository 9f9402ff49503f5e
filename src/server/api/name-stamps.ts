import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAnswer } from '../answers/pipeline.ts';
import { approve, revoke } from '../answers/name-stamps.ts';
import { EMPTY_GUID } from '../../shared/rules/answer-store.ts';
import { callerOf, guidParams, lowerParams, ref, responseRoute } from './answer-route-kit.ts';
import { responseOf } from '../resources/response-resource.ts';

/**
 * Name stamps (spec: forms-and-workflows 4.4, 7.2) under /api/responses/{responseGuid}/namestamp. The
 * form and workflow status changes that follow a stamp are made by the client through the status calls.
 */
export async function nameStampRoutes(app: FastifyInstance): Promise<void> {
  const { writeConfig: config, errors } = responseRoute('NameStamp');
  const tags = ['NameStamp'];
  const target = (request: FastifyRequest) => {
    const params = lowerParams<Record<string, string>>(request.params);
    // The path names no form: the access hook found the response's own.
    return {
      formGuid: responseOf(request).formDefinitionGuid,
      responseGuid: params.responseGuid!,
      elementGuid: params.formElementGuid!,
      repeatableGroupGuid: EMPTY_GUID,
    };
  };

  app.put(
    '/:formElementGuid',
    {
      config,
      schema: {
        tags,
        summary: 'Stamps the response with the caller’s name; returns the list of stamps.',
        params: guidParams('responseGuid', 'formElementGuid'),
        response: { 200: ref.stamps(), ...errors, 409: ref.problem() },
      },
    },
    async (request) =>
      (
        await writeAnswer(app.database.db, target(request), callerOf(request), approve(), {
          mode: 'special',
          keepEmpty: true,
        })
      ).value,
  );

  app.delete(
    '/:formElementGuid/:stampGuid',
    {
      config,
      schema: {
        tags,
        summary:
          'Revokes a stamp (own stamp, or any when the element allows); it stays listed as revoked. Returns the list.',
        params: guidParams('responseGuid', 'formElementGuid', 'stampGuid'),
        response: { 200: ref.stamps(), ...errors, 409: ref.problem() },
      },
    },
    async (request) => {
      const { stampGuid } = request.params as { stampGuid: string };
      const result = await writeAnswer(
        app.database.db,
        target(request),
        callerOf(request),
        revoke(stampGuid),
        { mode: 'special', keepEmpty: true },
      );
      return result.value;
    },
  );
}
