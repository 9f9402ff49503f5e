import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ItemDefinition } from '../../shared/generated/types.gen.ts';
import { checkStatusList, tidyCode } from '../../shared/workflows/definition-checks.ts';
import type { Db } from '../db/database.ts';
import { entityDefinitions } from '../db/tables/entities.ts';
import { badRequest, fieldError } from '../http/problem.ts';
import {
  countOwnGroups,
  entityTypeUsable,
  otherGlobalItem,
  type ItemFields,
  type ItemRow,
} from '../repositories/item-definitions.ts';
import { specMessages } from './admin-validation.ts';

// What a compliance item must be before it is stored (spec forms-and-workflows 3, 5.11), checked on every
// create and update so the editor's rules hold whoever calls the API.

export const ITEM_MESSAGES = {
  nameRequired: 'Item name is required',
  nameTooLong: 'Item name must be at most 250 characters.',
  entityRequired: 'Entity is required',
  entityUnusable: 'Choose an entity type of this organisation or a public one.',
  expiry: 'The default expiry must be at least 1.',
  triggerIncomplete: 'Please fill in all fields',
  foreignGroups: 'Security groups must be groups of this organisation.',
  oneGlobal: (other: string) => `Only one item per entity type can be global: '${other}' already is.`,
  bodyMismatch: 'The item in the body does not match the address.',
  formFixed: 'The form of an item cannot be changed.',
  inUse:
    'This item is in use on checklists and cannot be deleted. Remove it from them or archive it instead.',
  hasResponses: (count: number) =>
    `This item has ${count} recorded response${count === 1 ? '' : 's'} and cannot be deleted. Archive it instead.`,
} as const;

const bodyMessages = specMessages({
  name: { required: ITEM_MESSAGES.nameRequired, maxLength: ITEM_MESSAGES.nameTooLong },
  forEntityDefinitionGuid: { required: ITEM_MESSAGES.entityRequired, format: ITEM_MESSAGES.entityRequired },
  statusList: { other: 'Label is required' },
  defaultExpiry: { other: ITEM_MESSAGES.expiry },
  triggers: { other: ITEM_MESSAGES.triggerIncomplete },
});

/**
 * Route options for an item body: status codes tidied as the editor does (spaces stripped, an empty code
 * made from the label) before the schema sees them, and the spec's messages for what the schema refuses.
 */
export const itemBodyMessages = {
  ...bodyMessages,
  preValidation: async (request: FastifyRequest) => {
    const body = request.body as { statusList?: unknown } | null;
    if (body && typeof body === 'object' && Array.isArray(body.statusList)) {
      body.statusList = body.statusList.map((entry: unknown) => {
        if (!entry || typeof entry !== 'object') return entry;
        const { code, label } = entry as { code?: unknown; label?: unknown };
        if (typeof label !== 'string' || (code !== undefined && typeof code !== 'string')) return entry;
        return { ...entry, code: tidyCode(code, label.trim()) };
      });
    }
    await bodyMessages.preValidation(request);
  },
};

/** The moment a flag was set: kept from the stored item, now when newly set, null when cleared. */
const flagMoment = (wanted: string | null | undefined, stored: Date | null | undefined): Date | null =>
  wanted ? (stored ?? new Date()) : null;

/** Checks an item written by a caller and returns the fields to store; throws a clear 400 otherwise. */
export async function checkedItemFields(
  db: Db,
  body: ItemDefinition,
  context: { orgGuid: string; saved: ItemRow | null },
): Promise<ItemFields> {
  const name = body.name.trim();
  if (!name) throw fieldError('name', ITEM_MESSAGES.nameRequired);
  const statusList = checkStatusList(body.statusList ?? []);
  const statusErrors = Object.entries(statusList.errors).filter(([field]) => field !== 'statusList');
  if (statusErrors.length > 0) throw badRequest(statusErrors[0]![1][0]!, Object.fromEntries(statusErrors));

  const forEntityDefinitionGuid = body.forEntityDefinitionGuid.toLowerCase();
  if (!(await entityTypeUsable(db, context.orgGuid, forEntityDefinitionGuid)))
    throw fieldError('forEntityDefinitionGuid', ITEM_MESSAGES.entityUnusable);

  const security = body.security ?? null;
  if (security) {
    const groups = [...new Set(security.orgGroupGuids.map((guid) => guid.toLowerCase()))];
    if ((await countOwnGroups(db, context.orgGuid, groups)) !== groups.length)
      throw fieldError('security', ITEM_MESSAGES.foreignGroups);
    security.orgGroupGuids = groups;
  }

  return {
    name,
    forEntityDefinitionGuid,
    purposes: body.purposes?.trim() || null,
    statusList: statusList.entries,
    importance: body.importance,
    status: body.status,
    madePublicAt: flagMoment(body.madePublicAt, context.saved?.madePublicAt),
    madeGlobalAt: flagMoment(body.madeGlobalAt, context.saved?.madeGlobalAt),
    defaultExpiry: body.defaultExpiry ?? null,
    triggers: (body.triggers ?? []).map((trigger) => ({
      ...trigger,
      isRecurring: trigger.isRecurring ?? false,
    })),
    security,
  };
}

/**
 * Refuses a second global item for the entity type in the organisation. Run inside the saving transaction:
 * the entity type's row is locked first, so two saves making items of one type global cannot both pass.
 */
export async function assertOnlyGlobal(
  tx: Db,
  orgGuid: string,
  fields: ItemFields,
  exceptGuid: string | null,
): Promise<void> {
  if (!fields.madeGlobalAt) return;
  await tx
    .select({ guid: entityDefinitions.guid })
    .from(entityDefinitions)
    .where(eq(entityDefinitions.guid, fields.forEntityDefinitionGuid))
    .for('update');
  const other = await otherGlobalItem(tx, orgGuid, fields.forEntityDefinitionGuid, exceptGuid);
  if (other !== null) throw fieldError('madeGlobalAt', ITEM_MESSAGES.oneGlobal(other));
}
