/** A binary min-heap of node ids ordered by a rank table: the update queue pops nodes in dependency order. */
export class MinHeap {
  readonly #items: number[] = [];

  constructor(readonly rank: ArrayLike<number>) {}

  /** Adds an id. */
  push(id: number): void {
    const items = this.#items;
    items.push(id);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.rank[items[parent]!]! <= this.rank[id]!) break;
      items[child] = items[parent]!;
      child = parent;
    }
    items[child] = id;
  }

  /** Removes and returns the id of lowest rank. */
  pop(): number | undefined {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let parent = 0;
    for (;;) {
      let child = parent * 2 + 1;
      if (child >= items.length) break;
      if (child + 1 < items.length && this.rank[items[child + 1]!]! < this.rank[items[child]!]!) child++;
      if (this.rank[items[child]!]! >= this.rank[last]!) break;
      items[parent] = items[child]!;
      parent = child;
    }
    items[parent] = last;
    return top;
  }
}
