import { useEffect, useMemo } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { hubs } from '../../../shared/realtime/hub-contract.ts';
import { setServerOffline, setServerOnline } from '../../lib/offline-store.ts';
import { liveHub } from '../../lib/realtime/hubs.ts';
import { orgHubConnectionId } from '../../lib/realtime/org-hub-connection-id.ts';
import { useHubEvent, useLiveGroup } from '../../lib/realtime/use-hub.ts';
import type { LiveGroup } from '../../lib/realtime/live-hub.ts';
import { syncSiteStatus } from './api/site-status.ts';

const [ADD_TO_ORG_HUB] = hubs.orgWide.methodNames;

/**
 * The shell's live notices while signed in (spec: platform 7, 4): the organisation's messages as warnings,
 * the site's alerts, and the maintenance switch (a blocking alert from ServerOffline until ServerOnline).
 * Renders nothing itself; the toasts and the offline alert are the shell's.
 */
export function LiveNotices({ orgGuid }: { orgGuid: string | undefined }) {
  // The organisation hub has no leave: joining another organisation leaves the previous one's group.
  const orgGroup = useMemo<LiveGroup | null>(
    () =>
      orgGuid
        ? { key: `${ADD_TO_ORG_HUB}:${orgGuid}`, join: { method: ADD_TO_ORG_HUB!, args: [orgGuid] } }
        : null,
    [orgGuid],
  );
  useLiveGroup('orgWide', orgGroup);
  useHubEvent('orgWide', 'ConnectionId', (connectionId) => orgHubConnectionId.set(connectionId));
  useHubEvent('orgWide', 'SendMessage', (text, duration) => void toast.warning(text, { duration }));

  useHubEvent('siteWide', 'AlertEveryone', (text, duration) => void toast.warning(text, { duration }));
  useHubEvent('siteWide', 'ServerOffline', (text) => setServerOffline(text));
  useHubEvent('siteWide', 'ServerOnline', (text, duration) => {
    setServerOnline();
    toast.info(text, { duration });
  });
  useSiteStatusOnConnect();
  return null;
}

/**
 * Each time the site-wide connection comes up (the first time, and after a reconnect that may have missed
 * a message) the maintenance flag is read from the server.
 */
function useSiteStatusOnConnect() {
  useEffect(() => {
    const actor = liveHub('siteWide').actor;
    let connected = actor.getSnapshot().matches('connected');
    if (connected) void syncSiteStatus().catch(() => undefined);
    const subscription = actor.subscribe((snapshot) => {
      const now = snapshot.matches('connected');
      if (now && !connected) void syncSiteStatus().catch(() => undefined);
      connected = now;
    });
    return () => subscription.unsubscribe();
  }, []);
}
