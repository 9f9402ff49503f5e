import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import type { ElementDescriptor, FormElement } from '../../shared/generated/types.gen.ts';
import { answerKindOf } from '../../shared/elements/element-lookup.ts';
import type { AnswerCheckContext } from '../../shared/elements/answer-checks.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

// The organisation's records an answer may name, for the shared checks: an answer naming an entity must
// name one of the organisation's entities (of the question's entity type when it sets one), one naming a
// security group one of its groups. Only the named guid is looked up, so the check stays one indexed read.

type Lookup = (db: Db, guid: string, orgGuid: string, element: FormElement) => Promise<AnswerCheckContext>;

const found = (rows: readonly unknown[], guid: string): ReadonlySet<string> =>
  new Set(rows.length > 0 ? [guid] : []);

const lookups: { readonly [Kind in NonNullable<ElementDescriptor['answerKind']>]?: Lookup } = {
  entity: async (db, guid, orgGuid, element) => {
    const definition = (element.properties as { entityDefinitionGuid?: string | null }).entityDefinitionGuid;
    const rows = await db
      .select({ guid: entities.guid })
      .from(entities)
      .where(
        and(
          eq(entities.guid, guid),
          eq(entities.orgGuid, orgGuid),
          definition ? eq(entities.entityDefinitionGuid, definition.toLowerCase()) : undefined,
        ),
      );
    return { entityGuids: found(rows, guid) };
  },
  securityGroup: async (db, guid, orgGuid) => {
    const rows = await db
      .select({ guid: orgGroups.guid })
      .from(orgGroups)
      .where(and(eq(orgGroups.guid, guid), eq(orgGroups.orgGuid, orgGuid)));
    return { securityGroupGuids: found(rows, guid) };
  },
};

/** The check context for writing `value` to the element in a response of the organisation. */
export async function answerReferences(
  db: Db,
  element: FormElement,
  orgGuid: string,
  value: unknown,
): Promise<AnswerCheckContext> {
  const kind = answerKindOf(element.type);
  const lookup = kind ? lookups[kind] : undefined;
  if (!lookup || typeof value !== 'string' || !GUID_PATTERN.test(value)) return {};
  return lookup(db, value.toLowerCase(), orgGuid, element);
}
