import type { TargetedEvent } from './event-values.ts';

/**
 * The events reached from a saved element, directly or through other events' targets, ordered so
 * that an event runs after the events filling its sources. Events that feed each other in a loop run
 * once each, in form order, after the rest of their chain.
 */
export function reachedEvents(
  bySource: ReadonlyMap<string, readonly TargetedEvent[]>,
  saved: string,
): TargetedEvent[] {
  const reached = new Set<TargetedEvent>();
  const queue = [saved];
  for (let guid = queue.shift(); guid !== undefined; guid = queue.shift()) {
    for (const entry of bySource.get(guid) ?? []) {
      if (reached.has(entry)) continue;
      reached.add(entry);
      queue.push(entry.target.guid);
    }
  }
  // An event waits for every reached event that fills one of its sources.
  const waitingFor = new Map<TargetedEvent, number>();
  const filledBy = new Map<string, TargetedEvent[]>();
  for (const entry of reached)
    filledBy.set(entry.target.guid, [...(filledBy.get(entry.target.guid) ?? []), entry]);
  for (const entry of reached) {
    const count = entry.sources.reduce(
      (sum, source) => sum + (source === entry.target.guid ? 0 : (filledBy.get(source)?.length ?? 0)),
      0,
    );
    waitingFor.set(entry, count);
  }
  const ordered: TargetedEvent[] = [];
  const remaining = [...reached];
  while (remaining.length > 0) {
    let index = remaining.findIndex((entry) => waitingFor.get(entry) === 0);
    // Only loops are left: break the first one, in form order of discovery.
    if (index === -1) index = 0;
    const [entry] = remaining.splice(index, 1);
    ordered.push(entry!);
    for (const other of remaining) {
      if (other.target.guid !== entry!.target.guid && other.sources.includes(entry!.target.guid))
        waitingFor.set(other, waitingFor.get(other)! - 1);
    }
  }
  return ordered;
}
