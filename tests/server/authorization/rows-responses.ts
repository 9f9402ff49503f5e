import type { CallerName, MatrixRow } from './matrix-kit.ts';
import { seedResponse, type World } from './matrix-world.ts';
import { answerers, designers, viewers } from './rows-forms.ts';

// Everyone who may start a response in org A.
const CREATORS: CallerName[] = [
  'viewSetup',
  'setupBasic',
  'setupItems',
  'superAdminInA',
  'superAdminOutside',
];

/** The matrix form of the organisation: org A's, or org B's own when the foreign caller names org B. */
const formIn = (w: World, org: string) => (org === w.orgA.guid ? w.form.guid : w.formB.guid);

/** Rows of the form response calls under /api/mwforms. */
export const responseRows: MatrixRow[] = [
  // Responses: the Responses list and its New Response are View Setup's; the person answering reads and moves theirs on.
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/GetAllFormResponses',
    access: viewers,
    request: (w) => ({ url: `/api/mwforms/${w.form.guid}/GetAllFormResponses` }),
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/HasResponses',
    access: viewers,
    request: (w) => ({ url: `/api/mwforms/${w.form.guid}/HasResponses` }),
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formDefinitionGuid}/CreateFormResponse',
    access: viewers,
    smuggle: true,
    request: (w, { org }) => ({
      url: `/api/mwforms/${w.form.guid}/CreateFormResponse`,
      query: { orgGuid: org },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/mwforms/{formDefinitionGuid}/{responseGuid}/DeleteFormResponse',
    access: designers,
    // Under their own form's address, someone cannot reach org A's response.
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/mwforms/${formIn(w, org)}/${await seedResponse(w)}/DeleteFormResponse`,
    }),
  },
  {
    method: 'PUT',
    path: '/api/mwforms/{formDefinitionGuid}/status/{responseGuid}/UpdateFormResponseStatus',
    access: answerers,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/mwforms/${formIn(w, org)}/status/${await seedResponse(w)}/UpdateFormResponseStatus`,
      // A move the status machine allows with questions still unanswered (Draft → New).
      payload: JSON.stringify('New'),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/{orgGuid}/{responseGuid}/GetResponse',
    access: answerers,
    smuggle: true,
    request: (w, { org }) => ({ url: `/api/mwforms/${w.form.guid}/${org}/${w.response}/GetResponse` }),
  },
  {
    method: 'GET',
    path: '/api/mwforms/{formDefinitionGuid}/{orgGuid}/{responseGuid}/GetFormResponseRecentAnswers',
    access: answerers,
    smuggle: true,
    request: (w, { org }) => ({
      url: `/api/mwforms/${w.form.guid}/${org}/${w.response}/GetFormResponseRecentAnswers`,
    }),
  },
  {
    method: 'POST',
    path: '/api/mwforms/{formDefinitionGuid}/CreateFormResponse',
    // A response is started for a member of the form's organisation only: not for someone of org B.
    variant: 'for a person of another organisation',
    access: viewers,
    expect: Object.fromEntries(CREATORS.map((caller) => [caller, 404])),
    request: (w) => ({
      url: `/api/mwforms/${w.form.guid}/CreateFormResponse`,
      query: { orgGuid: w.orgA.guid, userGuid: w.accounts.foreign!.guid },
    }),
  },
];
