import { useEffect } from 'react';
import type { FormResponseStatus } from '../../../../shared/generated/types.gen.ts';
import type { WorkflowRef } from '../../../../shared/machines/form/types.ts';
import type { WidgetServices } from '../../element-widget.ts';
import { responseRefOf } from './status-actors.ts';

type SyncEvent =
  | { type: 'response.sync'; status: FormResponseStatus }
  | { type: 'workflow.sync'; workflow: WorkflowRef }
  | { type: 'unanswered.change'; guids: readonly string[] }
  | { type: 'saving.change'; isSaving: boolean };

/**
 * Keeps a machine's copy of the workflow status (and, when asked, the form status, the unanswered questions and whether answers are saving)
 * in step with what the renderer shows, as other people and other elements change them.
 */
export function useStatusSync<Event extends { type: string }>(
  // An actor's send, which xstate binds once, so the effects below run only when what they send changes.
  actorSend: (event: Event) => void,
  services: WidgetServices,
  follow: { formStatus?: boolean; unanswered?: boolean; saving?: boolean } = {},
): void {
  // Every machine takes workflow.sync; the caller asks for the others only when its machine takes them.
  const send = actorSend as unknown as (event: SyncEvent) => void;
  const workflowGuid = services.workflow?.guid ?? null;
  const workflowStatus = services.workflow?.status ?? null;
  const formStatus = responseRefOf(services).status;
  const unanswered = services.unansweredGuids;
  const isSaving = services.isSaving;
  const {
    formStatus: followForm = false,
    unanswered: followUnanswered = false,
    saving: followSaving = false,
  } = follow;

  useEffect(() => {
    if (workflowGuid !== null && workflowStatus !== null)
      send({ type: 'workflow.sync', workflow: { guid: workflowGuid, status: workflowStatus } });
  }, [send, workflowGuid, workflowStatus]);
  useEffect(() => {
    if (followForm) send({ type: 'response.sync', status: formStatus });
  }, [send, followForm, formStatus]);
  useEffect(() => {
    if (followUnanswered) send({ type: 'unanswered.change', guids: unanswered });
  }, [send, followUnanswered, unanswered]);
  useEffect(() => {
    if (followSaving) send({ type: 'saving.change', isSaving });
  }, [send, followSaving, isSaving]);
}
