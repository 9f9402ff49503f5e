import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A ref that always holds the latest value. Machine actors are created once per widget, yet must call the
 * services of the latest render (the renderer hands new ones as the response changes).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
