import { lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code is downloaded when it first renders, or earlier by `preload()`. Windows, menus and
 * alerts the shell shows only on demand use it, so opening a screen does not download them; a download that
 * failed is asked for again by the next call.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

/**
 * Downloads a lazy component once the page has painted and tells when it is there, for a component that
 * must be ready before the person asks for it (a menu button, an alert the server may raise at any time).
 */
export function usePreloadedAfterPaint(preload: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A failed download leaves the component to load when it first renders.
    preload().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preload]);
  return ready;
}
