import { inOrg, type MatrixRow } from './matrix-kit.ts';
import { multipart } from '../../support/multipart.ts';
import { EMPTY_GUID, seedResponse, type World } from './matrix-world.ts';

// Anyone of the response's organisation answers it (Guest included: guests fill in their workflows' forms);
// a super admin passes. Someone outside learns nothing: 404, as for a response that does not exist.
const answerers = inOrg([], { superAdmin: true });
const json = { 'content-type': 'application/json' };

const answersOf = (w: World, response: string) => `/api/mwforms/${w.form.guid}/responses/${response}/answers`;
const answersOfB = (w: World) => `/api/mwforms/${w.formB.guid}/responses/${w.responseB}/answers`;
const uploadsOf = (w: World, response: string) =>
  `/api/mwforms/${w.form.guid}/responses/${response}/fileupload`;
const stampsOf = (w: World, response: string) => `/api/responses/${response}/namestamp/${w.form.stamp}`;

/** Something the super admin outside org A prepares on a fresh response; fails loudly when it cannot. */
async function prepare(
  w: World,
  method: 'POST' | 'PUT',
  url: string,
  extra: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await w.t.request({
    method,
    url,
    ...(extra as object),
    token: w.tokens.superAdminOutside,
  });
  if (response.statusCode !== 200)
    throw new Error(`preparing ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json() as unknown;
}

/** Rows of the answers, repeater rows, discussion, file upload and name stamp calls. */
export const answerRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{formElementGuid}/{repeatableGroupGuid}/GetAnswer',
    access: answerers,
    // From a response of their own, someone cannot read org A's question by its guid.
    smuggle: true,
    request: (w, { org }) => ({
      url: `${org === w.orgA.guid ? answersOf(w, w.response) : answersOfB(w)}/${w.form.text}/${EMPTY_GUID}/GetAnswer`,
    }),
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/GetAnswersFromCodes',
    access: answerers,
    // From org B, naming org A's form code reads nothing of org A.
    ownOrgRead: true,
    request: (w, { org }) =>
      org === w.orgA.guid
        ? { url: `${answersOf(w, w.response)}/GetAnswersFromCodes`, payload: ['Text1'] }
        : { url: `${answersOfB(w)}/GetAnswersFromCodes`, payload: ['Text1', `${w.form.code}:Text1`] },
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{formElementGuid}/{repeatableGroupGuid}/SubmitAnswer',
    access: answerers,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `${org === w.orgA.guid ? answersOf(w, await seedResponse(w)) : answersOfB(w)}/${w.form.text}/${EMPTY_GUID}/SubmitAnswer`,
      payload: JSON.stringify('hello'),
      headers: json,
    }),
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{formElementGuid}/{repeatableGroupGuid}/DeleteAnswer',
    access: answerers,
    request: async (w) => {
      const base = `${answersOf(w, await seedResponse(w))}/${w.form.text}/${EMPTY_GUID}`;
      await prepare(w, 'POST', `${base}/SubmitAnswer`, {
        payload: JSON.stringify('to delete'),
        headers: json,
      });
      return { url: `${base}/DeleteAnswer` };
    },
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{formElementGuid}/CreateRepeaterAnswer',
    access: answerers,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `${answersOf(w, await seedResponse(w))}/${w.form.repeater}/CreateRepeaterAnswer`,
      query: { orgGuid: org },
      payload: { count: 1 },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{repeaterHostElementGuid}/{repeatableGroupGuid}/DeleteRepeaterAnswer',
    access: answerers,
    request: async (w) => {
      const base = `${answersOf(w, await seedResponse(w))}/${w.form.repeater}`;
      const [answer] = (await prepare(w, 'POST', `${base}/CreateRepeaterAnswer`, {
        payload: { count: 1 },
      })) as { answerValue: string }[];
      const [row] = (JSON.parse(answer!.answerValue) as { repeatableGroupGuids: string[] })
        .repeatableGroupGuids;
      return { url: `${base}/${row}/DeleteRepeaterAnswer` };
    },
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/answers/{formElementGuid}/{repeatableGroupGuid}/SubmitDiscussionAnswer',
    access: answerers,
    request: async (w) => ({
      url: `${answersOf(w, await seedResponse(w))}/${w.form.discussion}/${EMPTY_GUID}/SubmitDiscussionAnswer`,
      payload: { id: null, text: 'A comment', replyTo: null },
    }),
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/fileupload/{formElementGuid}/{orgGuid}/{repeatableGroupGuid}/SubmitFileUpload',
    access: answerers,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `${uploadsOf(w, await seedResponse(w))}/${w.form.upload}/${org}/${EMPTY_GUID}/SubmitFileUpload`,
      ...multipart('photo.png', w.png),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formGuid}/responses/{responseGuid}/fileupload/{formElementGuid}/{repeatableGroupGuid}/DeleteFileUpload',
    access: answerers,
    // From a response of their own, someone cannot delete a file of org A's response by its guid.
    smuggle: true,
    request: async (w, { org }) => {
      const base = `${uploadsOf(w, await seedResponse(w))}/${w.form.upload}`;
      const answer = (await prepare(
        w,
        'POST',
        `${base}/${w.orgA.guid}/${EMPTY_GUID}/SubmitFileUpload`,
        multipart('photo.png', w.png),
      )) as { answerValue: string };
      const [file] = JSON.parse(answer.answerValue) as { fileGuid: string }[];
      const from =
        org === w.orgA.guid
          ? base
          : `/api/mwforms/${w.formB.guid}/responses/${w.responseB}/fileupload/${w.formB.upload}`;
      return { url: `${from}/${EMPTY_GUID}/DeleteFileUpload`, query: { fileGuid: file!.fileGuid } };
    },
  },
  {
    method: 'PUT',
    path: '/api/responses/{responseGuid}/namestamp/{formElementGuid}',
    access: answerers,
    request: async (w) => ({ url: stampsOf(w, await seedResponse(w)) }),
  },
  {
    method: 'DELETE',
    path: '/api/responses/{responseGuid}/namestamp/{formElementGuid}/{stampGuid}',
    access: answerers,
    // The element lets anyone revoke, so every allowed caller can revoke the stamp prepared for it.
    request: async (w) => {
      const url = stampsOf(w, await seedResponse(w));
      const [stamp] = (await prepare(w, 'PUT', url)) as { guid: string }[];
      return { url: `${url}/${stamp!.guid}` };
    },
  },
];
