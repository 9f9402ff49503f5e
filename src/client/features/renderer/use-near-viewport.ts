import { useEffect, useState } from 'react';

// One observer for every element of every form: a thousand observers would cost more than the widgets saved.
const watchers = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watchers.get(entry.target)?.();
        watchers.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    // A screen ahead, so widgets are in place before they scroll into view.
    { rootMargin: '100% 0px' },
  );
  return observer;
}

/**
 * True once the element given to the returned ref has come within a screen of the viewport, and from then on
 * (a mounted widget stays mounted, keeping what is being typed). With `eager`, or where IntersectionObserver
 * does not exist (tests), it is true at once. The ref is a callback so an element that appears later (shown
 * by a rule) is observed when it does.
 */
export function useNearViewport(eager: boolean): [boolean, (node: Element | null) => void] {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<Element | null>(null);
  useEffect(() => {
    if (near || eager || !node) return;
    watchers.set(node, () => setNear(true));
    sharedObserver().observe(node);
    return () => {
      watchers.delete(node);
      observer?.unobserve(node);
    };
  }, [node, near, eager]);
  return [near || eager, setNode];
}
