import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

// Whether an element is on screen or within half a screen of it, from one IntersectionObserver shared by
// every caller (one per element would be hundreds on a long form).

/** Half a viewport above and below: a keyboard move or a pointer drag reaches a card before it shows. */
const MARGIN = '50% 0px';
const MARGIN_SHARE = 0.5;

const listeners = new Map<Element, (near: boolean) => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    // Rendered at once, not when React gets round to it: a drag started right after a scroll must find the
    // cards now on screen taking part.
    (entries) =>
      flushSync(() => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      }),
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Settles every observed element's nearness now, from its measured place, without waiting for the observer's
 * next report (which comes with the next frame): called when a drag starts, maybe right after a jump that
 * scrolled the page, before any frame was drawn. Reads every place before any render, so the page is laid
 * out once.
 */
export function settleNearness() {
  const reach = window.innerHeight * MARGIN_SHARE;
  const places = [...listeners].map(([element, listener]) => {
    const rect = element.getBoundingClientRect();
    return { listener, near: rect.bottom >= -reach && rect.top <= window.innerHeight + reach };
  });
  flushSync(() => {
    for (const { listener, near } of places) listener(near);
  });
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
