import type { FastifyInstance } from 'fastify';
import { answerOf, readContext } from '../answers/read-answers.ts';
import { answersByCode } from '../answers/answers-by-code.ts';
import { linkedAnswerOf } from '../answers/linked-answers.ts';
import { writeAnswer } from '../answers/pipeline.ts';
import { withCallerFromLock } from '../auth/caller-in-handler.ts';
import { accessOf, callerOf, guidParams, lowerParams, ref, responseRoute } from './answer-route-kit.ts';
import { answerRowRoutes } from './answer-rows.ts';
import { answerDiscussionRoutes } from './answer-discussion.ts';

interface AnswerParams extends Record<string, string> {
  formGuid: string;
  responseGuid: string;
  formElementGuid: string;
  repeatableGroupGuid: string;
}

/**
 * Answers of a response (spec: forms-and-workflows 7.2), under /api/mwforms/{formGuid}/responses/{responseGuid}/answers.
 * Every write goes through the enforcement pipeline (src/server/answers/pipeline.ts).
 */
export async function answerRoutes(app: FastifyInstance): Promise<void> {
  const route = responseRoute('Answers');
  const { config, saveConfig, errors, tags } = route;
  const db = () => app.database.db;
  await app.register(answerRowRoutes);
  await app.register(answerDiscussionRoutes);

  app.get(
    '/:formElementGuid/:repeatableGroupGuid/GetAnswer',
    {
      config,
      schema: {
        tags,
        summary:
          'One answer (answerValue null when unanswered); a ComplianceItem answer carries its nested form response, a LinkedAnswer the answer it shows.',
        params: ref.answerParams(),
        response: { 200: ref.answer(), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<AnswerParams>(request.params);
      const context = await readContext(
        db(),
        params.formGuid,
        params.responseGuid,
        callerOf(request).loginAccountGuid,
      );
      const answer = answerOf(context, params.formElementGuid, params.repeatableGroupGuid);
      return (await linkedAnswerOf(db(), context, answer, callerOf(request).loginAccountGuid)) ?? answer;
    },
  );

  app.post(
    '/GetAnswersFromCodes',
    {
      config,
      schema: {
        tags,
        summary:
          'Answers by question code (this form) or formCode:questionCode (another form of the workflow).',
        params: guidParams('formGuid', 'responseGuid'),
        body: ref.api('get-answers-from-codes-body'),
        response: { 200: ref.api('get-answers-from-codes-response'), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Record<string, string>>(request.params);
      const caller = callerOf(request);
      const context = await readContext(
        db(),
        params.formGuid!,
        params.responseGuid!,
        caller.loginAccountGuid,
      );
      return answersByCode(db(), context, request.body as string[], caller.loginAccountGuid);
    },
  );

  app.post(
    '/:formElementGuid/:repeatableGroupGuid/SubmitAnswer',
    {
      config: saveConfig,
      schema: {
        tags,
        summary: 'Saves an answer; the body is the answer value as JSON. An empty value removes the answer.',
        params: ref.answerParams(),
        body: {
          description: 'The answer value (any JSON); the element type’s answer schema and rules judge it.',
        },
        response: { 200: { anyOf: [ref.answer(), { type: 'null' }] }, ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<AnswerParams>(request.params);
      const result = await withCallerFromLock(request, (caller) =>
        writeAnswer(db(), target(params), caller, () => ({ value: request.body }), {
          checkAccess: accessOf(request),
          judgedOnContextAlone: true,
        }),
      );
      return result.answer;
    },
  );

  app.delete(
    '/:formElementGuid/:repeatableGroupGuid/DeleteAnswer',
    {
      config: saveConfig,
      schema: {
        tags,
        summary:
          'Removes an answer (with the same checks as a save); removing a missing answer changes nothing.',
        params: ref.answerParams(),
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const params = lowerParams<AnswerParams>(request.params);
      await withCallerFromLock(request, (caller) =>
        writeAnswer(db(), target(params), caller, () => ({ value: null }), {
          checkAccess: accessOf(request),
        }),
      );
      return reply.status(204).send();
    },
  );
}

const target = (params: AnswerParams) => ({
  formGuid: params.formGuid,
  responseGuid: params.responseGuid,
  elementGuid: params.formElementGuid,
  repeatableGroupGuid: params.repeatableGroupGuid,
});
