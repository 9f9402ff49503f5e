import { ApiError, OfflineError, type ApiClient } from '../../lib/api-client.ts';
import type {
  Answer,
  Comment,
  FormResponse,
  OrganisationInfo,
  Stamp,
} from '../../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { Choice, RendererBackend, RendererFeedback } from './renderer-backend.ts';

export interface ResponseAddress {
  formDefinitionGuid: string;
  responseGuid: string;
  orgGuid: string;
}

const part = encodeURIComponent;

/**
 * The renderer's calls on the real API (spec 7.2). Answer saves are quiet: the answer-save machine reports
 * their failures itself (beside the field and as a toast), so the api-client must not toast them twice.
 */
export function createApiBackend(
  client: ApiClient,
  address: ResponseAddress,
  feedback: RendererFeedback,
): RendererBackend {
  const { formDefinitionGuid, responseGuid, orgGuid } = address;
  const response = `/api/mwforms/${part(formDefinitionGuid)}/responses/${part(responseGuid)}`;
  const answer = (elementGuid: string, row: string) =>
    `${response}/answers/${part(elementGuid)}/${part(row)}`;
  const fileUpload = `${response}/fileupload`;
  const stamps = `/api/responses/${part(responseGuid)}/namestamp`;

  return {
    // A save sent while the page is being hidden or closed must outlive it (keepalive); browsers refuse
    // keepalive bodies above 64 KiB, and a large answer then stays in the browser to be sent next time.
    submitAnswer: (elementGuid, row, value) =>
      client.post(`${answer(elementGuid, row)}/SubmitAnswer`, value, {
        quiet: true,
        keepalive: pageIsClosing() && (JSON.stringify(value) ?? '').length < KEEPALIVE_BODY_LIMIT,
      }),
    deleteAnswer: (elementGuid, row) =>
      client.delete(`${answer(elementGuid, row)}/DeleteAnswer`, { quiet: true, keepalive: pageIsClosing() }),
    createRepeaterRows: (elementGuid, count) =>
      client.post<Answer[]>(
        `${response}/answers/${part(elementGuid)}/CreateRepeaterAnswer`,
        { count },
        {
          query: { orgGuid },
        },
      ),
    deleteRepeaterRow: (elementGuid, row) =>
      client.request<Answer[]>('DELETE', `${answer(elementGuid, row)}/DeleteRepeaterAnswer`, { body: {} }),
    uploadFile: (elementGuid, row, file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      // The widget shows the spec's upload message itself (5.6), so the generic toast stays silent.
      return client.post(
        `${fileUpload}/${part(elementGuid)}/${part(orgGuid)}/${part(row)}/SubmitFileUpload`,
        body,
        {
          quiet: true,
        },
      );
    },
    deleteFile: (elementGuid, row, fileGuid) =>
      client.delete(`${fileUpload}/${part(elementGuid)}/${part(row)}/DeleteFileUpload`, {
        query: { fileGuid },
      }),
    fetchFile: (fileGuid) => client.get<Blob>(`/api/files/${part(fileGuid)}`, { responseType: 'blob' }),
    submitComment: (elementGuid, row, payload) =>
      client.post<Comment[]>(`${answer(elementGuid, row)}/SubmitDiscussionAnswer`, payload),
    approveStamp: (elementGuid) => client.put<Stamp[]>(`${stamps}/${part(elementGuid)}`),
    revokeStamp: (elementGuid, stampGuid) =>
      client.delete<Stamp[]>(`${stamps}/${part(elementGuid)}/${part(stampGuid)}`),
    updateFormStatus: (status) =>
      client.put(
        `/api/mwforms/${part(formDefinitionGuid)}/status/${part(responseGuid)}/UpdateFormResponseStatus`,
        status,
      ),
    reloadAnswers: async () =>
      (
        await client.get<FormResponse>(
          `/api/mwforms/${part(formDefinitionGuid)}/${part(orgGuid)}/${part(responseGuid)}/GetResponse`,
        )
      ).answers ?? [],
    // The organisation info names every group to every member; the group editor's list is User Admin's.
    securityGroups: async () =>
      (await client.get<OrganisationInfo>(`/api/Org/${part(orgGuid)}/GetOrgInfo`)).orgGroupDtos.map(
        (group): Choice => ({ guid: group.guid, name: group.name }),
      ),
    entities: async (entityDefinitionGuid) =>
      client.get<Choice[]>(`/api/Entity/${part(entityDefinitionGuid ?? EMPTY_GUID)}/GetBasicEntityDetails`, {
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
