import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Answer, FormDefinition } from '../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../shared/rules/answer-store.ts';
import { buildFormTree, isArchivedInTree } from '../../shared/rules/form-tree.ts';
import { toAnswerDto, writeAnswerWithHistory } from '../repositories/answers.ts';
import { isRepeaterElement } from '../../shared/elements/element-lookup.ts';

// A repeater starts with its defaultNumberToAdd rows (1 when unset). They are made here, once, in the
// transaction that creates the response, so opening a response never writes and two people opening
// it at once cannot add rows twice.

/** The most rows a repeater starts with (the most CreateRepeaterAnswer adds in one call). */
const MAX_INITIAL_ROWS = 100;

/** Writes the initial row list of every repeater of the form that is not archived; returns the answers. */
export async function createInitialRows(
  tx: Db,
  form: FormDefinition,
  responseGuid: string,
  createdBy: string,
): Promise<Answer[]> {
  const tree = buildFormTree(form.components);
  const created: Answer[] = [];
  for (const element of form.components) {
    if (!isRepeaterElement(element) || isArchivedInTree(tree, element.guid)) continue;
    const wanted = Math.floor(element.properties.defaultNumberToAdd ?? 1);
    const count = Math.min(MAX_INITIAL_ROWS, Math.max(0, wanted));
    if (count === 0) continue;
    const rows = Array.from({ length: count }, () => crypto.randomUUID());
    // A repeater's own row list is stored outside rows, even inside another repeater.
    const key = {
      formResponseGuid: responseGuid,
      formElementGuid: element.guid,
      repeatableGroupGuid: EMPTY_GUID,
    };
    const written = await writeAnswerWithHistory(tx, key, { repeatableGroupGuids: rows }, createdBy);
    if (written.row) created.push(toAnswerDto(written.row));
  }
  return created;
}
