// Counts React function-component renders in the page, whatever the load: an init script stands in for the
// React DevTools hook, which React calls at each commit (production builds too). A component rendered in a
// commit has the PerformedWork flag; a subtree React did not visit still points at the previous commit's
// fibers, so it is skipped, as React DevTools does. Counting walks the tree at each commit, which slows a
// commit down: it is switched on only for drags that are counted, never for the timed ones.

/** Fiber tags of function components: function, forwardRef, memo, simple memo. */
const FUNCTION_TAGS = [0, 11, 14, 15];
/** React's PerformedWork flag. */
const PERFORMED_WORK = 1;

export const renderCountScript = `
(() => {
  const tags = new Set(${JSON.stringify(FUNCTION_TAGS)});
  const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
  const counter = { on: false, renders: 0, commits: 0, urgentRenders: 0, urgentCommits: 0, names: null };
  globalThis.benchRenders = counter;
  const walk = (first) => {
    let count = 0;
    const stack = first ? [first] : [];
    while (stack.length > 0) {
      for (let fiber = stack.pop(); fiber; fiber = fiber.sibling) {
        const mounted = fiber.alternate === null;
        if (tags.has(fiber.tag) && (mounted || (fiber.flags & ${PERFORMED_WORK}) !== 0)) {
          count += 1;
          if (counter.names) {
            const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
            const name = type?.displayName ?? type?.name ?? '?';
            counter.names[name] = (counter.names[name] ?? 0) + 1;
          }
        }
        if (fiber.child && (mounted || fiber.child !== fiber.alternate.child)) stack.push(fiber.child);
      }
    }
    return count;
  };
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      if (!counter.on) return;
      const before = counter.names ? { ...counter.names } : null;
      const renders = walk(root.current);
      counter.commits += 1;
      // With names on, each commit's own renders by name, in order.
      if (before) {
        const own = Object.entries(counter.names)
          .map(([name, count]) => [name, count - (before[name] ?? 0)])
          .filter(([, count]) => count > 0);
        (counter.byCommit ??= []).push({ event: globalThis.event?.type ?? null, renders, names: Object.fromEntries(own) });
      }
      counter.renders += renders;
      // A commit made while the key's own events are dispatched is painted in the key's frame; transitions
      // commit later, from the scheduler's tasks.
      if (KEY_EVENTS.has(globalThis.event?.type)) {
        counter.urgentCommits += 1;
        counter.urgentRenders += renders;
      }
    },
  };
})();
`;

export interface RenderCount {
  renders: number;
  commits: number;
  /** Of those, rendered and made at the input's own priority (typing only). */
  urgentRenders?: number;
  urgentCommits?: number;
}
