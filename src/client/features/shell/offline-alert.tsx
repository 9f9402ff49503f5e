import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent, usePreloadedAfterPaint } from '../../lib/lazy-component.tsx';
import { offlineStore } from '../../lib/offline-store.ts';
import { useStore } from '../../lib/store.ts';

// The alert's dialog is downloaded once the page has painted, not before it: the server may raise the alert
// at any moment, but no screen needs it to open.
const OfflineDialog = lazyComponent(async () => (await import('./offline-dialog.tsx')).OfflineDialog);

/**
 * The blocking alert while the server is offline for maintenance (see OfflineDialog). `action` is shown in
 * it: a super admin's way back online, since no screen can be reached behind it.
 */
export function OfflineAlert({ action }: { action?: ReactNode }) {
  const state = useStore(offlineStore);
  const ready = usePreloadedAfterPaint(OfflineDialog.preload);
  if (!ready && !state.offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDialog {...state} action={action} />
    </Suspense>
  );
}
