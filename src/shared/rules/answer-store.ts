import type { Answer } from '../generated/types.gen.ts';
import { EMPTY_GUID } from '../guid.ts';

/** Row key of an answer that sits outside any repeater row. */
export const NO_ROW = '';

/** The repeatableGroupGuid of answers outside repeaters (re-exported for the rules' users). */
export { EMPTY_GUID } from '../guid.ts';

/** The row key of a repeatableGroupGuid: answers outside repeaters carry the empty guid (or none). */
export function rowKey(rowGuid: string | null | undefined): string {
  return !rowGuid || rowGuid === EMPTY_GUID ? NO_ROW : rowGuid;
}

/**
 * The answers of one response, parsed once and indexed by element and repeater row.
 * Answer values arrive as JSON text; rules, required checks and computations read the parsed values.
 */
export class AnswerStore {
  readonly #byElement = new Map<string, Map<string, unknown>>();

  constructor(answers: readonly Answer[] = []) {
    for (const answer of answers) this.set(answer);
  }

  /** Stores a saved answer, parsing its JSON text. */
  set(answer: Answer): void {
    this.setValue(answer.formElementGuid, answer.repeatableGroupGuid, parseAnswerValue(answer.answerValue));
  }

  /** Stores an already parsed value; null or undefined removes the answer. */
  setValue(elementGuid: string, rowGuid: string | null | undefined, value: unknown): void {
    if (value === null || value === undefined) {
      this.remove(elementGuid, rowGuid);
      return;
    }
    let rows = this.#byElement.get(elementGuid);
    if (!rows) this.#byElement.set(elementGuid, (rows = new Map()));
    rows.set(rowKey(rowGuid), value);
  }

  /** Removes an answer (a deleted answer or a deleted repeater row). */
  remove(elementGuid: string, rowGuid?: string | null): void {
    const rows = this.#byElement.get(elementGuid);
    rows?.delete(rowKey(rowGuid));
    if (rows?.size === 0) this.#byElement.delete(elementGuid);
  }

  /** The parsed value of one answer, or undefined when there is none. */
  get(elementGuid: string, rowGuid?: string | null): unknown {
    return this.#byElement.get(elementGuid)?.get(rowKey(rowGuid));
  }

  /** Every answer of an element keyed by row (NO_ROW outside repeaters). */
  rowsOf(elementGuid: string): ReadonlyMap<string, unknown> {
    return this.#byElement.get(elementGuid) ?? EMPTY;
  }
}

const EMPTY: ReadonlyMap<string, unknown> = new Map();

/** Parses an answer's JSON text; text that is not JSON is kept as the string it is. */
export function parseAnswerValue(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Old or hand-made answers may hold bare text; reading it as text is what a person would expect.
    return text;
  }
}
