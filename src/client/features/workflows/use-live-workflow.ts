import { useMemo } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { hubs, hubTiming } from '../../../shared/realtime/hub-contract.ts';
import { useHubEvent, useLiveGroup } from '../../lib/realtime/use-hub.ts';
import type { LiveGroup } from '../../lib/realtime/live-hub.ts';

const [JOIN, LEAVE] = hubs.workflowInstance.methodNames;

/**
 * The workflow's live group while its drawer is open (spec: forms-and-workflows 4.7): each Update message is
 * shown as an info or error toast for 3 s. Returns the join failure once joining gave up, else null.
 */
export function useLiveWorkflow(workflowGuid: string): string | null {
  const group = useMemo<LiveGroup>(
    () => ({
      key: `${JOIN}:${workflowGuid}`,
      join: { method: JOIN!, args: [workflowGuid] },
      leave: { method: LEAVE!, args: [workflowGuid] },
    }),
    [workflowGuid],
  );
  const error = useLiveGroup('workflowInstance', group);
  useHubEvent('workflowInstance', 'Update', (success, msg) => {
    const show = success ? toast.info : toast.error;
    show(msg, { duration: hubTiming.hubMessageToastMs });
  });
  return error;
}
