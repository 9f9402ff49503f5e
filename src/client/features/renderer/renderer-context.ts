import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { WidgetServices } from '../../elements/element-widget.ts';
import type { DisplayMode } from './display-mode.ts';
import type { ResponseDerived } from './response-derived.ts';
import type { ResponseSession } from './response-session.ts';
import type { SlotStore } from './slot-store.ts';

export interface RendererScope {
  session: ResponseSession;
  services: WidgetServices;
  derived: ResponseDerived;
  mode: DisplayMode;
  /** Whether a question's widget mounts in the first render rather than as it comes near the viewport. */
  mountsAtOnce: (elementGuid: string) => boolean;
  /** How far below the viewport, in screen heights, widgets mount. */
  screensAhead: number;
}

export const RendererContext = createContext<RendererScope | null>(null);

/** The response being rendered; only inside <FormRenderer>. */
export function useRenderer(): RendererScope {
  const scope = useContext(RendererContext);
  if (!scope) throw new Error('useRenderer is used outside <FormRenderer>');
  return scope;
}

/**
 * Re-renders the caller when any of the slots is bumped, and only then. Returns the sum of their
 * versions (each bump raises it, so React sees a new snapshot exactly when something changed).
 */
export function useSlots(store: SlotStore, keys: readonly string[]): number {
  const joined = keys.join('\n');
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = joined.split('\n').map((key) => store.subscribe(key, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, joined],
  );
  const snapshot = useCallback(
    () => joined.split('\n').reduce((sum, key) => sum + store.version(key), 0),
    [store, joined],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
