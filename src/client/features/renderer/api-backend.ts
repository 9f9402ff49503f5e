import { answerRoutes } from '../../../shared/api/answer-routes.ts';
import { formRoutes } from '../../../shared/api/form-routes.ts';
import { orgRoutes } from '../../../shared/api/org-routes.ts';
import { EMPTY_GUID } from '../../../shared/guid.ts';
import { ApiError, OfflineError } from '../../lib/api-client.ts';
import type { RouteCaller } from '../../lib/call-route.ts';
import type { Choice, RendererBackend, RendererFeedback } from './renderer-backend.ts';

export interface ResponseAddress {
  formDefinitionGuid: string;
  responseGuid: string;
  orgGuid: string;
}

/**
 * The renderer's calls on the real API (spec 7.2). Answer saves are quiet: the answer-save machine reports
 * their failures itself (beside the field and as a toast), so the api-client must not toast them twice.
 */
export function createApiBackend(
  call: RouteCaller,
  address: ResponseAddress,
  feedback: RendererFeedback,
): RendererBackend {
  const { formDefinitionGuid, responseGuid, orgGuid } = address;
  // The answer routes name the form `formGuid`; the response routes name it `formDefinitionGuid`.
  const inResponse = { formGuid: formDefinitionGuid, responseGuid };
  const answerOf = (formElementGuid: string, repeatableGroupGuid: string) => ({
    ...inResponse,
    formElementGuid,
    repeatableGroupGuid,
  });

  return {
    // A save sent while the page is being hidden or closed must outlive it (keepalive); browsers refuse
    // keepalive bodies above 64 KiB, and a large answer then stays in the browser to be sent next time.
    submitAnswer: (elementGuid, row, value) =>
      call(
        answerRoutes.submitAnswer,
        { params: answerOf(elementGuid, row), body: value },
        {
          quiet: true,
          keepalive: pageIsClosing() && (JSON.stringify(value) ?? '').length < KEEPALIVE_BODY_LIMIT,
        },
      ),
    deleteAnswer: (elementGuid, row) =>
      call(
        answerRoutes.deleteAnswer,
        { params: answerOf(elementGuid, row) },
        { quiet: true, keepalive: pageIsClosing() },
      ),
    createRepeaterRows: (elementGuid, count) =>
      call(answerRoutes.createRepeaterAnswer, {
        params: { ...inResponse, formElementGuid: elementGuid },
        query: { orgGuid },
        body: { count },
      }),
    deleteRepeaterRow: (elementGuid, row) =>
      call(answerRoutes.deleteRepeaterAnswer, {
        params: { ...inResponse, repeaterHostElementGuid: elementGuid, repeatableGroupGuid: row },
        body: {},
      }),
    uploadFile: (elementGuid, row, file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      // The widget shows the spec's upload message itself (5.6), so the generic toast stays silent.
      return call(
        answerRoutes.submitFileUpload,
        { params: { ...answerOf(elementGuid, row), orgGuid }, body },
        { quiet: true },
      );
    },
    deleteFile: (elementGuid, row, fileGuid) =>
      call(answerRoutes.deleteFileUpload, { params: answerOf(elementGuid, row), query: { fileGuid } }),
    fetchFile: (fileGuid) => call(orgRoutes.getFile, { params: { fileGuid } }),
    submitComment: (elementGuid, row, payload) =>
      call(answerRoutes.submitDiscussionAnswer, { params: answerOf(elementGuid, row), body: payload }),
    approveStamp: (elementGuid) =>
      call(answerRoutes.approveNameStamp, { params: { responseGuid, formElementGuid: elementGuid } }),
    revokeStamp: (elementGuid, stampGuid) =>
      call(answerRoutes.revokeNameStamp, {
        params: { responseGuid, formElementGuid: elementGuid, stampGuid },
      }),
    updateFormStatus: (status) =>
      call(formRoutes.updateFormResponseStatus, {
        params: { formDefinitionGuid, responseGuid },
        body: status,
      }),
    reloadAnswers: async () =>
      (await call(formRoutes.getResponse, { params: { formDefinitionGuid, orgGuid, responseGuid } }))
        .answers ?? [],
    // Quiet: a live refresh that fails is tried again by the next change someone makes.
    recentAnswers: (since) =>
      call(
        formRoutes.getFormResponseRecentAnswers,
        { params: { formDefinitionGuid, orgGuid, responseGuid }, query: { since } },
        { quiet: true },
      ),
    // The organisation info names every group to every member; the group editor's list is User Admin's.
    securityGroups: async () =>
      (await call(orgRoutes.getOrgInfo, { params: { orgGuid } })).orgGroupDtos.map((group): Choice => ({
        guid: group.guid,
        name: group.name,
      })),
    entities: async (entityDefinitionGuid) =>
      call(orgRoutes.getBasicEntityDetails, {
        params: { entityDefinitionGuid: entityDefinitionGuid ?? EMPTY_GUID },
        query: { orgGuid },
      }),
    feedback,
    editStorage: typeof localStorage === 'undefined' ? null : localStorage,
    isUnreachable,
  };
}

// Below the browsers' 64 KiB cap on keepalive bodies, leaving room for the other requests of an unload.
const KEEPALIVE_BODY_LIMIT = 48 * 1024;

/** True once the page is hidden: it is being closed, reloaded or left, or put in the background. */
function pageIsClosing(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * A failure that never reached a working server: fetch's network error, the maintenance switch, or a
 * gateway or server that is down. The value was not judged, so it is kept and sent again.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof OfflineError || error instanceof TypeError) return true;
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}
