import { useState } from 'react';

let nextKey = 0;
const newKeys = (count: number) => Array.from({ length: count }, () => `row-${++nextKey}`);

/**
 * Stable keys for rows that have no id of their own (options, statuses, time frames), so a dragged or removed row keeps its
 * React identity and its input focus. The caller moves keys with the rows in the same event as the rows
 * change; a list replaced from outside (a reset) with a different length gets fresh keys.
 */
export function useRowKeys(length: number) {
  const [keys, setKeys] = useState(() => newKeys(length));
  let current = keys;
  if (keys.length !== length) {
    current = newKeys(length);
    setKeys(current);
  }
  return {
    keys: current,
    added: (count: number) => setKeys((previous) => [...previous, ...newKeys(count)]),
    removed: (index: number) => setKeys((previous) => previous.filter((_, i) => i !== index)),
    moved: (from: number, to: number) =>
      setKeys((previous) => {
        const next = [...previous];
        next.splice(to, 0, ...next.splice(from, 1));
        return next;
      }),
  };
}
