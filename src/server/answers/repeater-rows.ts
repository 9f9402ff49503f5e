import crypto from 'node:crypto';
import type { Produced, WriteContext } from './pipeline.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { rowKey } from '../../shared/rules/answer-store.ts';
import { repeaterRows } from '../../shared/rules/form-tree.ts';
import { ownCallLabel, ownCallOf } from '../../shared/elements/element-lookup.ts';

// Producers for the repeater calls: a repeater's answer lists its rows ({ repeatableGroupGuids }).

function assertRepeater(context: WriteContext): void {
  if (ownCallOf(context.element.type) !== 'repeaterRows')
    throw refuse(REFUSALS.wrongType(ownCallLabel('repeaterRows')));
}

const listedRows = (current: unknown): string[] => {
  const rows = (current as { repeatableGroupGuids?: unknown } | undefined)?.repeatableGroupGuids;
  return Array.isArray(rows) ? rows.filter((row): row is string => typeof row === 'string') : [];
};

/** Adds `count` new rows to the repeater's answer. */
export const addRows =
  (count: number) =>
  (context: WriteContext): Produced => {
    assertRepeater(context);
    const added = Array.from({ length: count }, () => crypto.randomUUID());
    return { value: { repeatableGroupGuids: [...listedRows(context.current), ...added] } };
  };

/** Removes a row from the repeater's answer together with every answer given in that row. */
export const removeRow =
  (rowGuid: string) =>
  (context: WriteContext): Produced => {
    assertRepeater(context);
    const row = rowKey(rowGuid.toLowerCase());
    const { tree, state, element } = context;
    if (!repeaterRows(tree, state.answers, element.guid).includes(row))
      throw refuse(REFUSALS.rowNotFound, 404);
    const removeAlso = (tree.scopeMembers.get(element.guid) ?? [])
      .filter((member) => state.answers.get(member, row) !== undefined)
      .map((member) => ({ elementGuid: member, repeatableGroupGuid: row }));
    const remaining = listedRows(context.current).filter((listed) => listed.toLowerCase() !== row);
    return { value: { repeatableGroupGuids: remaining }, removeAlso };
  };
