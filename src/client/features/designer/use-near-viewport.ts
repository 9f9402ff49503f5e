import { useEffect, useState, type RefObject } from 'react';

// Whether an element is on screen or within half a screen of it, from one IntersectionObserver shared by
// every caller (one per element would be hundreds on a long form).

/** Half a viewport above and below: a keyboard move or a pointer drag reaches a card before it shows. */
const MARGIN = '50% 0px';

const listeners = new Map<Element, (near: boolean) => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the element of `ref` is near the viewport; false until the observer has first reported on it.
 * While `held.current` is true the element stays near, wherever it is.
 */
export function useNearViewport(ref: RefObject<Element | null>, held: RefObject<boolean>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    listeners.set(element, (next) => {
      if (next || !held.current) setNear(next);
    });
    const shared = sharedObserver();
    shared.observe(element);
    return () => {
      shared.unobserve(element);
      listeners.delete(element);
    };
  }, [ref, held]);
  return near;
}
