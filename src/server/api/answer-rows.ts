import type { FastifyInstance } from 'fastify';
import { writeAnswer } from '../answers/pipeline.ts';
import { addRows, removeRow } from '../answers/repeater-rows.ts';
import { answersOf, readContext } from '../answers/read-answers.ts';
import { EMPTY_GUID } from '../../shared/rules/answer-store.ts';
import type { Caller } from '../auth/caller.ts';
import { callerOf, guidParams, lowerParams, ref, responseRoute } from './answer-route-kit.ts';

type Params = Record<string, string>;

/** Repeater rows (spec: forms-and-workflows 4.2): created and deleted on their own; both return the refreshed answers. */
export async function answerRowRoutes(app: FastifyInstance): Promise<void> {
  const { writeConfig: config, errors, tags } = responseRoute('Answers');
  const db = () => app.database.db;
  const refreshed = async (params: Params, caller: Caller) =>
    answersOf(await readContext(db(), params.formGuid!, params.responseGuid!, caller.loginAccountGuid));

  app.post(
    '/:formElementGuid/CreateRepeaterAnswer',
    {
      config,
      schema: {
        tags,
        summary: 'Adds rows to a repeater; returns the refreshed answers of the response.',
        params: guidParams('formGuid', 'responseGuid', 'formElementGuid'),
        querystring: { type: 'object', properties: { orgGuid: ref.guid() } },
        body: ref.api('create-repeater-answer-body'),
        response: { 200: ref.answerList(), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Params>(request.params);
      const { count = 1 } = (request.body ?? {}) as { count?: number };
      const target = {
        formGuid: params.formGuid!,
        responseGuid: params.responseGuid!,
        elementGuid: params.formElementGuid!,
        repeatableGroupGuid: EMPTY_GUID,
      };
      await writeAnswer(db(), target, callerOf(request), addRows(count), { mode: 'special' });
      return refreshed(params, callerOf(request));
    },
  );

  app.delete(
    '/:repeaterHostElementGuid/:repeatableGroupGuid/DeleteRepeaterAnswer',
    {
      config,
      schema: {
        tags,
        summary:
          'Deletes a repeater row and every answer in it; returns the refreshed answers of the response.',
        params: guidParams('formGuid', 'responseGuid', 'repeaterHostElementGuid', 'repeatableGroupGuid'),
        response: { 200: ref.answerList(), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Params>(request.params);
      const target = {
        formGuid: params.formGuid!,
        responseGuid: params.responseGuid!,
        elementGuid: params.repeaterHostElementGuid!,
        repeatableGroupGuid: EMPTY_GUID,
      };
      await writeAnswer(db(), target, callerOf(request), removeRow(params.repeatableGroupGuid!), {
        mode: 'special',
      });
      return refreshed(params, callerOf(request));
    },
  );
}
