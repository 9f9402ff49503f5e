import crypto from 'node:crypto';
import { listDefinitions } from '../../../src/server/db/tables/lists.ts';
import { inOrg, type MatrixRow } from './matrix-kit.ts';
import type { World } from './matrix-world.ts';
import { SETUP_EDITORS } from '../../../src/shared/auth/role-sets.ts';

const SETUP_BASIC = SETUP_EDITORS;

const listBody = (orgGuid: string, listDefinitionGuid = 'new') => ({
  listDefinitionGuid,
  name: `Matrix list ${crypto.randomUUID()}`,
  orgGuid,
  visibility: 'OrgWide',
  items: [{ label: 'Yes', value: 'y' }],
});

/** A fresh org-wide list of org A, so destructive rows never share a target. */
async function listOfA(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .insert(listDefinitions)
    .values({
      orgGuid: w.orgA.guid,
      name: `Matrix list ${crypto.randomUUID()}`,
      visibility: 'OrgWide',
      items: [{ label: 'Yes', value: 'y' }],
    })
    .returning({ guid: listDefinitions.guid });
  return row!.guid;
}

/** Rows of /api/ListDefinition: lists are read by the organisation's people and changed with Setup Basic. */
export const listRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/ListDefinition/GetAllListDefinitions',
    access: inOrg([]),
    ownOrgRead: true,
    request: (_w, { org }) => ({
      url: '/api/ListDefinition/GetAllListDefinitions',
      query: { currentOrganizationGuid: org },
    }),
  },
  {
    method: 'GET',
    path: '/api/ListDefinition/GetPdfCodeListDefinitions',
    access: inOrg([]),
    ownOrgRead: true,
    request: (_w, { org }) => ({
      url: '/api/ListDefinition/GetPdfCodeListDefinitions',
      query: { currentOrganizationGuid: org, workflowDefinitionGuid: crypto.randomUUID() },
    }),
  },
  {
    method: 'GET',
    path: '/api/ListDefinition/{listDefinitionGuid}',
    access: inOrg([], { superAdmin: true }),
    request: async (w) => ({ url: `/api/ListDefinition/${await listOfA(w)}` }),
  },
  {
    method: 'POST',
    path: '/api/ListDefinition/CreateListDefinition',
    access: inOrg(SETUP_BASIC, { superAdmin: true }),
    request: (w) => ({ url: '/api/ListDefinition/CreateListDefinition', payload: listBody(w.orgA.guid) }),
  },
  {
    method: 'PUT',
    path: '/api/ListDefinition/UpdateListDefinition',
    access: inOrg(SETUP_BASIC, { superAdmin: true }),
    request: async (w) => {
      const guid = await listOfA(w);
      return {
        url: '/api/ListDefinition/UpdateListDefinition',
        query: { listDefinitionGuid: guid },
        payload: listBody(w.orgA.guid, guid),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/ListDefinition/{listDefinitionGuid}',
    access: inOrg(SETUP_BASIC, { superAdmin: true }),
    request: async (w) => ({ url: `/api/ListDefinition/${await listOfA(w)}` }),
  },
];
