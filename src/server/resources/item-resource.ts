import type { FastifyRequest } from 'fastify';
import { assertOrgAccess } from '../auth/access.ts';
import type { ResourceResolver } from '../auth/resource-rule.ts';
import { notFound } from '../http/problem.ts';
import { loadItemRow, type ItemRow } from '../repositories/item-definitions.ts';
import { ownedRecord } from './owned-record.ts';

export const ITEM_NOT_FOUND = 'Item definition not found';

/** A compliance item to change, reached by `:itemDefinitionGuid`: only in its own organisation. */
const owned = ownedRecord({ param: 'itemDefinitionGuid', missing: ITEM_NOT_FOUND, load: loadItemRow });

const readItems = new WeakMap<FastifyRequest, ItemRow>();

/**
 * A compliance item read from an organisation, reached by `:orgGuid/:itemDefinitionGuid`: the caller needs
 * one of the roles in the organisation named (super admins pass), and the item must be that organisation's
 * own or public. Another organisation's private item reads as missing, never as forbidden.
 */
const visibleItemResolver: ResourceResolver = {
  param: 'itemDefinitionGuid',
  alsoChecks: ['orgGuid'],
  async resolve(request, guid, roles) {
    const orgGuid = assertOrgAccess(request, (request.params as { orgGuid?: unknown }).orgGuid, roles, true);
    const row = await loadItemRow(request.server.database.db, guid);
    if (!row || (row.orgGuid.toLowerCase() !== orgGuid && row.madePublicAt === null))
      throw notFound(ITEM_NOT_FOUND);
    request.orgGuid = orgGuid;
    readItems.set(request, row);
  },
};

export const itemDefinitionResource = owned.resolver;
export const visibleItemDefinitionResource = visibleItemResolver;
/** The item the route's `itemDefinition` rule loaded (one of the caller's organisation). */
export const ownedItemOf = owned.of;
/** The item the route's `visibleItemDefinition` rule loaded (the organisation's own or a public one). */
export const visibleItemOf = (request: FastifyRequest): ItemRow => readItems.get(request)!;
