import type {
  Answer,
  Comment,
  CreateRepeaterAnswerBody,
  Stamp,
  SubmitDiscussionAnswerBody,
} from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** The answers of one response: values, repeater rows, discussions, files and name stamps. */
export const answerRoutes = {
  // The body is the answer value itself, any JSON; the element type's answer schema judges it.
  submitAnswer: defineRoute(
    'POST',
    '/api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/:repeatableGroupGuid/SubmitAnswer',
    { body: ofType<unknown>(), response: ofType<Answer | null>() },
  ),
  deleteAnswer: defineRoute(
    'DELETE',
    '/api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/:repeatableGroupGuid/DeleteAnswer',
    { response: ofType<undefined>() },
  ),
  createRepeaterAnswer: defineRoute(
    'POST',
    '/api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/CreateRepeaterAnswer',
    {
      query: ofType<{ orgGuid?: string }>(),
      body: ofType<CreateRepeaterAnswerBody>(),
      response: ofType<Answer[]>(),
    },
  ),
  // The spec sends a body with this DELETE; the server reads nothing from it.
  deleteRepeaterAnswer: defineRoute(
    'DELETE',
    '/api/mwforms/:formGuid/responses/:responseGuid/answers/:repeaterHostElementGuid/:repeatableGroupGuid/DeleteRepeaterAnswer',
    { body: ofType<Record<string, never>>(), response: ofType<Answer[]>() },
  ),
  submitDiscussionAnswer: defineRoute(
    'POST',
    '/api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/:repeatableGroupGuid/SubmitDiscussionAnswer',
    { body: ofType<SubmitDiscussionAnswerBody>(), response: ofType<Comment[]>() },
  ),
  submitFileUpload: defineRoute(
    'POST',
    '/api/mwforms/:formGuid/responses/:responseGuid/fileupload/:formElementGuid/:orgGuid/:repeatableGroupGuid/SubmitFileUpload',
    { upload: true, response: ofType<Answer>() },
  ),
  deleteFileUpload: defineRoute(
    'DELETE',
    '/api/mwforms/:formGuid/responses/:responseGuid/fileupload/:formElementGuid/:repeatableGroupGuid/DeleteFileUpload',
    { query: ofType<{ fileGuid: string }>(), response: ofType<Answer | null>() },
  ),
  approveNameStamp: defineRoute('PUT', '/api/responses/:responseGuid/namestamp/:formElementGuid', {
    response: ofType<Stamp[]>(),
  }),
  revokeNameStamp: defineRoute(
    'DELETE',
    '/api/responses/:responseGuid/namestamp/:formElementGuid/:stampGuid',
    { response: ofType<Stamp[]>() },
  ),
};
