import type { FastifyInstance } from 'fastify';
import { writeAnswer } from '../answers/pipeline.ts';
import { applyPost, type DiscussionPost } from '../answers/discussion.ts';
import { callerOf, lowerParams, ref, responseRoute } from './answer-route-kit.ts';

/** Discussion comments (spec: forms-and-workflows 4.2, 5.6): post, reply or edit one; returns the comment list. */
export async function answerDiscussionRoutes(app: FastifyInstance): Promise<void> {
  const { writeConfig: config, errors, tags } = responseRoute('Answers');
  app.post(
    '/:formElementGuid/:repeatableGroupGuid/SubmitDiscussionAnswer',
    {
      config,
      schema: {
        tags,
        summary:
          'Posts a comment or reply, or edits the caller’s own comment; returns the discussion’s comments.',
        params: ref.answerParams(),
        body: ref.api('submit-discussion-answer-body'),
        response: { 200: ref.comments(), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Record<string, string>>(request.params);
      const target = {
        formGuid: params.formGuid!,
        responseGuid: params.responseGuid!,
        elementGuid: params.formElementGuid!,
        repeatableGroupGuid: params.repeatableGroupGuid!,
      };
      const result = await writeAnswer(
        app.database.db,
        target,
        callerOf(request),
        applyPost(request.body as DiscussionPost),
        { mode: 'special' },
      );
      return result.value ?? [];
    },
  );
}
