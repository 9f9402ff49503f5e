import type { FastifyRequest } from 'fastify';
import type { ResourceResolver } from '../auth/resource-rule.ts';
import { forbidden, notFound, unauthorized } from '../http/problem.ts';
import { findList } from '../repositories/list-definitions.ts';
import type { ListDefinition } from '../../shared/generated/types.gen.ts';
import { PUBLIC_LIST_EDIT_REFUSED, mayEditList } from '../../shared/lists/list-scope.ts';

export const LIST_NOT_FOUND = 'List not found';

const listsOf = new WeakMap<FastifyRequest, ListDefinition>();

/**
 * A list definition, reached by `:listDefinitionGuid`. Without roles the caller needs only to see it:
 * public, or of an organisation they belong to (super admins reach every list, as every form). With roles
 * the caller must hold one in the list's organisation to change it (spec 6); public lists change only by
 * super admins.
 */
export const listDefinitionResource: ResourceResolver = {
  param: 'listDefinitionGuid',
  async resolve(request, guid, roles) {
    const caller = request.caller;
    if (!caller) throw unauthorized();
    const list = await findList(request.server.database.db, guid);
    const orgGuid = list?.orgGuid ?? null;
    // Another organisation's lists are not revealed, not even that they exist.
    const visible =
      list &&
      (list.visibility === 'Public' ||
        caller.superAdmin ||
        (orgGuid !== null && caller.rolesByOrg.has(orgGuid)));
    if (!visible) throw notFound(LIST_NOT_FOUND);
    if (roles.length > 0) {
      const held = orgGuid === null ? undefined : caller.rolesByOrg.get(orgGuid);
      const editable = mayEditList({
        superAdmin: caller.superAdmin,
        setupBasic: roles.some((role) => held?.has(role)),
        currentOrgGuid: orgGuid,
        list: { visibility: list.visibility, orgGuid },
      });
      if (!editable)
        throw forbidden(
          list.visibility === 'Public'
            ? PUBLIC_LIST_EDIT_REFUSED
            : 'You do not have permission to edit lists.',
        );
    }
    request.orgGuid = orgGuid;
    listsOf.set(request, list);
  },
};

/** The list the route's resource rule loaded. */
export const listOf = (request: FastifyRequest): ListDefinition => listsOf.get(request)!;
