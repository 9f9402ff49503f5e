import crypto from 'node:crypto';
import { itemDefinitions } from '../../../src/server/db/tables/entities.ts';
import { createEmptyForm } from '../../../src/server/repositories/form-definition-store.ts';
import { ITEM_EDITORS, SETUP_VIEWERS } from '../../../src/shared/auth/role-sets.ts';
import { inOrg, type MatrixRow } from './matrix-kit.ts';
import type { World } from './matrix-world.ts';

const base = '/api/ItemDefinition';

/** A fresh private item of org A with its own form, so destructive rows never share a target. */
async function itemOfA(w: World): Promise<{ guid: string; formDefinitionGuid: string; name: string }> {
  const db = w.t.database.db;
  const name = `Matrix item ${crypto.randomUUID().slice(0, 8)}`;
  const formDefinitionGuid = await createEmptyForm(db, {
    orgGuid: w.orgA.guid,
    name,
    formType: 'ComplianceItemDefinition',
    formCode: 'MatrixItem',
  });
  const [row] = await db
    .insert(itemDefinitions)
    .values({
      orgGuid: w.orgA.guid,
      name,
      forEntityDefinitionGuid: w.orgA.entityDefinitionGuid,
      formDefinitionGuid,
    })
    .returning({ guid: itemDefinitions.guid });
  return { guid: row!.guid, formDefinitionGuid, name };
}

const itemBody = (
  w: World,
  orgGuid: string,
  fields: { guid?: string; formDefinitionGuid?: string } = {},
) => ({
  guid: 'new',
  orgGuid,
  name: `Matrix item ${crypto.randomUUID().slice(0, 8)}`,
  forEntityDefinitionGuid: w.orgA.entityDefinitionGuid,
  importance: 'Informational',
  status: 'Unused',
  ...fields,
});

/** Rows of /api/ItemDefinition: items are read with a setup role and changed with Setup Items. */
export const itemRows: MatrixRow[] = [
  {
    method: 'GET',
    path: `${base}/{orgGuid}/GetAllItemDefinitionDtos`,
    access: inOrg(SETUP_VIEWERS, { superAdmin: true }),
    ownOrgRead: true,
    request: (_w, { org }) => ({ url: `${base}/${org}/GetAllItemDefinitionDtos` }),
  },
  {
    method: 'GET',
    path: `${base}/{orgGuid}/{itemDefinitionGuid}/GetItemDefinition`,
    access: inOrg(SETUP_VIEWERS, { superAdmin: true }),
    smuggle: true,
    request: async (w, { org }) => ({ url: `${base}/${org}/${(await itemOfA(w)).guid}/GetItemDefinition` }),
  },
  {
    method: 'GET',
    path: `${base}/{orgGuid}/{formDefinitionGuid}/GetComplianceItemDefinitionFromFormGuid`,
    access: inOrg(SETUP_VIEWERS, { superAdmin: true }),
    smuggle: true,
    request: async (w, { org }) => ({
      url: `${base}/${org}/${(await itemOfA(w)).formDefinitionGuid}/GetComplianceItemDefinitionFromFormGuid`,
    }),
  },
  {
    method: 'POST',
    path: `${base}/CreateItemDefinition`,
    access: inOrg(ITEM_EDITORS, { superAdmin: true }),
    // Naming its own organisation, the foreign caller still cannot build on org A's entity type.
    smuggle: true,
    request: (w, { org }) => ({ url: `${base}/CreateItemDefinition`, payload: itemBody(w, org) }),
  },
  {
    method: 'PUT',
    path: `${base}/{itemDefinitionGuid}/UpdateItemDefinition`,
    access: inOrg(ITEM_EDITORS, { superAdmin: true }),
    smuggle: true,
    request: async (w, { org }) => {
      const item = await itemOfA(w);
      return { url: `${base}/${item.guid}/UpdateItemDefinition`, payload: itemBody(w, org, item) };
    },
  },
  {
    method: 'DELETE',
    path: `${base}/DeleteItemDefinition`,
    access: inOrg(ITEM_EDITORS, { superAdmin: true }),
    request: async (w) => ({
      url: `${base}/DeleteItemDefinition`,
      query: { itemDefinitionGuid: (await itemOfA(w)).guid },
    }),
  },
];
