import { slotKey } from '../../../shared/rules/rule-evaluation.ts';

/** One answer edit not yet confirmed by the server; a null value removes the answer. */
export interface PendingEdit {
  elementGuid: string;
  row: string;
  value: unknown;
}

/** Where pending edits are kept: localStorage in the browser, memory elsewhere. */
export type EditStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'pending-answers.v1';

/**
 * Answer edits of one response not yet confirmed by the server, kept in the browser so that a failed save,
 * a closed tab or a reload does not lose them: written when an edit may be saved, removed when the server
 * has the value (or the user typed it away), and re-sent, in the order they were made, when the response
 * opens again. Keyed by person and response, so nobody else's edits are replayed.
 */
export class PendingEdits {
  readonly #key: string;
  #edits: PendingEdit[];

  constructor(
    private readonly storage: EditStorage | null,
    userGuid: string,
    responseGuid: string,
  ) {
    this.#key = `${KEY_PREFIX}:${userGuid}:${responseGuid}`;
    this.#edits = read(storage, this.#key);
  }

  /** The edits waiting, oldest first. */
  list(): readonly PendingEdit[] {
    return this.#edits;
  }

  get size(): number {
    return this.#edits.length;
  }

  /** Whether an edit of this field is kept. */
  has(elementGuid: string, row: string): boolean {
    const key = slotKey(elementGuid, row);
    return this.#edits.some((edit) => slotKey(edit.elementGuid, edit.row) === key);
  }

  /** Remembers the latest value of a field; the field moves to the end, as its last edit is the newest. */
  put(elementGuid: string, row: string, value: unknown): void {
    const key = slotKey(elementGuid, row);
    this.#edits = [...this.#edits.filter((edit) => slotKey(edit.elementGuid, edit.row) !== key)];
    this.#edits.push({ elementGuid, row, value: value ?? null });
    this.#write();
  }

  /** Forgets a field's edit: the server has it, refused it, or the user typed it away. */
  drop(elementGuid: string, row: string): void {
    const key = slotKey(elementGuid, row);
    const kept = this.#edits.filter((edit) => slotKey(edit.elementGuid, edit.row) !== key);
    if (kept.length === this.#edits.length) return;
    this.#edits = kept;
    this.#write();
  }

  #write(): void {
    if (!this.storage) return;
    try {
      if (this.#edits.length === 0) this.storage.removeItem(this.#key);
      else this.storage.setItem(this.#key, JSON.stringify(this.#edits));
    } catch {
      // A full or blocked storage leaves the edits in memory only; saving itself goes on.
    }
  }
}

function read(storage: EditStorage | null, key: string): PendingEdit[] {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isPendingEdit) : [];
  } catch {
    return [];
  }
}

function isPendingEdit(value: unknown): value is PendingEdit {
  const edit = value as PendingEdit | null;
  return typeof edit?.elementGuid === 'string' && typeof edit.row === 'string' && 'value' in edit;
}
