/**
 * Versions keyed by slot (an element, or an element in one repeater row) that components watch with
 * useSyncExternalStore. An answer change bumps only the slots it touched, so only those elements re-render;
 * everything else keeps its version and React skips it.
 */
export class SlotStore {
  readonly #versions = new Map<string, number>();
  readonly #listeners = new Map<string, Set<() => void>>();

  /** The current version of a slot; 0 until it is first bumped. */
  version(key: string): number {
    return this.#versions.get(key) ?? 0;
  }

  /** Calls `listener` whenever the slot is bumped; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void {
    let listeners = this.#listeners.get(key);
    if (!listeners) this.#listeners.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(key);
    };
  }

  /** Bumps each named slot once (duplicates collapse) and tells its watchers. */
  notify(keys: Iterable<string>): void {
    const unique = new Set(keys);
    for (const key of unique) this.#versions.set(key, this.version(key) + 1);
    for (const key of unique) for (const listener of this.#listeners.get(key) ?? []) listener();
  }

  /** How many slots have watchers (the benchmark and tests read it). */
  get watchedSlots(): number {
    return this.#listeners.size;
  }
}

/** The slot every response-wide fact hangs on: saving, unanswered list, form status, answers for templates. */
export const RESPONSE_SLOT = '#response';
/** The slot of the page being shown and the question being focused. */
export const PAGE_SLOT = '#page';
