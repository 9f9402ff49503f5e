import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

// One observer per margin for every element of every form: a thousand observers would cost more than the
// widgets saved.
const watchers = new Map<Element, () => void>();
const observers = new Map<number, IntersectionObserver>();

function sharedObserver(screens: number): IntersectionObserver {
  let observer = observers.get(screens);
  if (!observer) {
    const made = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          watchers.get(entry.target)?.();
          watchers.delete(entry.target);
          made.unobserve(entry.target);
        }
      },
      // Screens ahead, so widgets are in place before they scroll into view.
      { rootMargin: `${screens * 100}% 0px` },
    );
    observers.set(screens, (observer = made));
  }
  return observer;
}

/**
 * True once the element given to the returned ref has come within `screens` screens of the viewport, and
 * from then on (a mounted widget stays mounted, keeping what is being typed). With `eager`, or where
 * IntersectionObserver does not exist (tests), it is true at once. The element is observed from an effect
 * (an element inside a section that `content-visibility` already skips is reported then, not when its ref is
 * attached) and kept in a ref, not in state, which would render the caller a second time as it mounts.
 */
export function useNearViewport<Node extends Element>(
  eager: boolean,
  screens: number,
): [boolean, RefObject<Node | null>] {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const ref = useRef<Node>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || eager || !node) return;
    const observer = sharedObserver(screens);
    watchers.set(node, () => setNear(true));
    observer.observe(node);
    return () => {
      watchers.delete(node);
      observer.unobserve(node);
    };
  }, [near, eager, screens]);
  return [near || eager, ref];
}
