import { useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from './sonner-toaster.tsx';

// The toast library is not part of what a screen needs to paint: it downloads once the first screen has
// settled, or at the first toast if that comes sooner. Toasts asked for before it arrives are shown as
// soon as it does, in the order they were asked for (the toaster shows those still open when it mounts).

type Sonner = typeof SonnerModule;
type SonnerToast = Sonner['toast'];

/** How long after the first screen mounts the toaster downloads anyway, if the browser is never idle. */
const IDLE_TIMEOUT_MS = 2000;

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('./sonner-toaster.tsx').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next toast.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withSonner(run: (toast: SonnerToast) => void): void {
  if (loaded) return run(loaded.toast);
  loadSonner().then(
    (module) => run(module.toast),
    () => undefined,
  );
}

type Show = (...args: Parameters<SonnerToast['success']>) => void;
const show =
  (kind: 'success' | 'error' | 'warning' | 'info'): Show =>
  (...args) =>
    withSonner((toast) => void toast[kind](...args));

/**
 * The app's toasts: sonner's, without return values (a toast to be closed later is given its own `id`).
 * Calls keep their order whether or not the library has arrived.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: string | number): void => withSonner((toast) => void toast.dismiss(id)),
};

/** Resolves once the toast library is here and every toast asked for so far has been handed to it. */
export function toastsHandedOver(): Promise<void> {
  return loadSonner().then(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts render, once the toast library has arrived; the first idle moment starts its download. */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (sonner) return;
    const start = () => void loadSonner().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sonner]);
  return sonner ? <sonner.SonnerToaster /> : null;
}
