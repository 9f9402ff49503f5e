import { useEffect } from 'react';
import type { ResponseSession } from './response-session.ts';
import { RESPONSE_SLOT } from './slot-store.ts';

/**
 * Keeps a response's edits from being lost: re-sends what an earlier visit left unsaved, sends waiting
 * saves at once when the page is hidden or closed, retries at once when the browser is back online, and
 * asks before leaving while edits are still unsaved. Only for a response being filled in.
 */
export function useUnsavedEdits(session: ResponseSession, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    session.resumePendingEdits();
    const online = () => {
      session.savers.retryAll();
      session.slots.notify([RESPONSE_SLOT]);
    };
    const offline = () => session.slots.notify([RESPONSE_SLOT]);
    const flush = () => session.savers.flushAll();
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (session.pending.size === 0) return;
      // Browsers show their own wording; both calls are needed for every browser to ask.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [session, active]);
}
