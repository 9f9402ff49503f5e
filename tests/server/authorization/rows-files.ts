import { inOrg, type MatrixRow } from './matrix-kit.ts';
import { multipart } from '../../support/multipart.ts';
import { EMPTY_GUID, logoOf, type World } from './matrix-world.ts';
import { USER_ADMINS } from '../../../src/shared/auth/role-sets.ts';

/** A file uploaded as an answer to org A's response (the super admin outside org A uploads it). */
async function answerFileOf(w: World): Promise<string> {
  const url = `/api/mwforms/${w.form.guid}/responses/${w.response}/fileupload/${w.form.upload}/${w.orgA.guid}/${EMPTY_GUID}/SubmitFileUpload`;
  const response = await w.t.request({
    method: 'POST',
    url,
    ...multipart('photo.png', w.png),
    token: w.tokens.superAdminOutside,
  });
  if (response.statusCode !== 200)
    throw new Error(`answer upload failed: ${response.statusCode} ${response.body}`);
  const files = JSON.parse((response.json() as { answerValue: string }).answerValue) as {
    fileGuid: string;
  }[];
  return files.at(-1)!.fileGuid;
}

const USER_ADMIN = USER_ADMINS;

/** Rows of /api/files. */
export const fileRows: MatrixRow[] = [
  // Files: the list is the User Admin's; a file is read by its organisation's people (a logo by super admins too).
  {
    method: 'GET',
    path: '/api/files',
    access: inOrg(USER_ADMIN),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: '/api/files', query: { orgGuid: org } }),
  },
  {
    method: 'GET',
    path: '/api/files/{fileGuid}',
    access: inOrg([], { superAdmin: true }),
    request: async (w) => ({ url: `/api/files/${await logoOf(w)}` }),
  },
  {
    method: 'GET',
    path: '/api/files/thumbnail/{fileGuid}',
    access: inOrg([], { superAdmin: true }),
    request: async (w) => ({ url: `/api/files/thumbnail/${await logoOf(w)}` }),
  },
  {
    method: 'GET',
    path: '/api/files/OrgIcon/{orgGuid}',
    access: inOrg([], { superAdmin: true }),
    request: (w) => ({ url: `/api/files/OrgIcon/${w.orgA.guid}` }),
  },
  {
    method: 'POST',
    path: '/api/files/org/{orgGuid}/logo',
    access: inOrg(USER_ADMIN, { superAdmin: true }),
    request: (w) => ({ url: `/api/files/org/${w.orgA.guid}/logo`, ...multipart('logo.png', w.png) }),
  },
  // An answer's file is its organisation's only: the super admin flag reaches logos, not people's uploads.
  {
    method: 'GET',
    path: '/api/files/{fileGuid}',
    variant: "a response's uploaded file",
    access: inOrg([]),
    request: async (w) => ({ url: `/api/files/${await answerFileOf(w)}` }),
  },
  {
    method: 'GET',
    path: '/api/files/thumbnail/{fileGuid}',
    variant: "a response's uploaded file",
    access: inOrg([]),
    request: async (w) => ({ url: `/api/files/thumbnail/${await answerFileOf(w)}` }),
  },
];
