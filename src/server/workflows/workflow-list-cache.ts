import type { Db } from '../db/database.ts';
import { workflowListChanges, type WorkflowListLine } from '../repositories/workflow-instances.ts';

// GetWorkflowDtos reads every workflow of a definition, and a definition may have ten thousand: reading them
// all from the database on every request costs most of the request. The server keeps each definition's list
// in memory instead and, on every request, reads from the database only the workflows written since its
// last read (workflowListChanges: by transaction id, so a write that commits late is still read, and every
// app instance keeps its own list from the same database). Nothing is trusted that the database did not
// answer on this request: the list a request gets includes every write committed before it started.

/** One kept workflow: its line, with its row's JSON as UTF-8 and its mention pairs parsed once. */
export interface KeptWorkflow extends Omit<WorkflowListLine, 'entry' | 'mentions'> {
  entry: Buffer;
  /** [question guid, mentioned guid] pairs, lower case. */
  mentions: readonly (readonly [string, string])[];
}

/** More kept rows than this (all definitions together) and the least recently read lists are dropped. */
const MAX_KEPT_ROWS = 200_000;

const kept = (line: WorkflowListLine): KeptWorkflow => ({
  ...line,
  entry: Buffer.from(line.entry),
  mentions:
    line.mentions === ''
      ? []
      : line.mentions.split(' ').map((pair) => pair.split('/') as unknown as readonly [string, string]),
});

/** Newest change first; equal times by guid, so every instance orders them the same way. */
const before = (a: KeptWorkflow, b: KeptWorkflow) =>
  a.sortKey !== b.sortKey ? a.sortKey > b.sortKey : a.guid > b.guid;

/** Where `row` belongs in a list ordered by `before`. */
function placeOf(rows: readonly KeptWorkflow[], row: KeptWorkflow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(rows[middle]!, row)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One definition's workflows as last read, and where the next read starts. */
class KeptList {
  private byGuid = new Map<string, KeptWorkflow>();
  /** Replaced, never changed in place: a request keeps the array it was given. */
  newestFirst: readonly KeptWorkflow[] = [];
  private since: string | null = null;
  /** Reads of one list run one after another, each starting after the request that asked for it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orgGuid: string,
    private readonly definitionGuid: string,
  ) {}

  get size() {
    return this.newestFirst.length;
  }

  read(db: Db): Promise<readonly KeptWorkflow[]> {
    const next = this.queue.then(() => this.catchUp(db));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async catchUp(db: Db): Promise<readonly KeptWorkflow[]> {
    const changes = await workflowListChanges(db, this.orgGuid, this.definitionGuid, this.since);
    if (this.since === null) this.replaceAll(changes.lines);
    else this.apply(changes.lines);
    if (this.byGuid.size !== changes.total) {
      // A workflow was removed (its organisation was deleted): read the list again from nothing.
      const all = await workflowListChanges(db, this.orgGuid, this.definitionGuid, null);
      this.replaceAll(all.lines);
      this.since = all.nextSince;
    } else this.since = changes.nextSince;
    return this.newestFirst;
  }

  private replaceAll(lines: readonly WorkflowListLine[]) {
    const rows = lines.map(kept);
    this.byGuid = new Map(rows.map((row) => [row.guid, row]));
    this.newestFirst = rows.sort((a, b) => (before(a, b) ? -1 : 1));
  }

  private apply(lines: readonly WorkflowListLine[]) {
    const changed = lines.filter((line) => {
      const held = this.byGuid.get(line.guid);
      return (
        !held ||
        !held.entry.equals(Buffer.from(line.entry)) ||
        held.sortKey !== line.sortKey ||
        !sameRights(held, line)
      );
    });
    if (changed.length === 0) return;
    const rows = [...this.newestFirst];
    for (const line of changed) {
      const held = this.byGuid.get(line.guid);
      if (held) rows.splice(placeOf(rows, held), 1);
      const row = kept(line);
      rows.splice(placeOf(rows, row), 0, row);
      this.byGuid.set(row.guid, row);
    }
    this.newestFirst = rows;
  }
}

/** The fields that decide who reads a row and under which filter, besides its text. */
const sameRights = (held: KeptWorkflow, line: WorkflowListLine) =>
  held.archived === line.archived && held.entity === line.entity && held.createdBy === line.createdBy;

/** The kept lists of each database, most recently read last. */
const listsByDatabase = new WeakMap<Db, Map<string, KeptList>>();

/** Every workflow of the definition, newest change first, including every write committed before the call. */
export async function definitionWorkflows(
  db: Db,
  orgGuid: string,
  definitionGuid: string,
): Promise<readonly KeptWorkflow[]> {
  let lists = listsByDatabase.get(db);
  if (!lists) listsByDatabase.set(db, (lists = new Map()));
  const key = `${orgGuid}/${definitionGuid}`;
  const list = lists.get(key) ?? new KeptList(orgGuid, definitionGuid);
  lists.delete(key);
  lists.set(key, list);
  const rows = await list.read(db);
  dropLeastRecent(lists);
  return rows;
}

function dropLeastRecent(lists: Map<string, KeptList>) {
  let total = 0;
  for (const list of lists.values()) total += list.size;
  for (const [key, list] of lists) {
    if (total <= MAX_KEPT_ROWS || lists.size === 1) return;
    total -= list.size;
    lists.delete(key);
  }
}
