import { useMemo, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { hubs } from '../../../shared/realtime/hub-contract.ts';
import type { FormDefinitionUpdated, FormEditor } from '../../../shared/realtime/hub-contract.ts';
import { liveHub } from '../../lib/realtime/hubs.ts';
import type { LiveGroup } from '../../lib/realtime/live-hub.ts';
import { useHubEvent, useLiveGroup } from '../../lib/realtime/use-hub.ts';

const [JOIN_GROUP, LEAVE_GROUP] = hubs.formDesigner.methodNames;
/** Spec: toast durations, update notice 5 s. */
const UPDATE_NOTICE_MS = 5_000;

export interface DesignerSession {
  /** Everyone with the form's designer open, first joined first. */
  editors: FormEditor[];
  /** This tab may change the form: its roles allow it and the server gave it the edit lock. */
  mayEdit: boolean;
  /** Who holds the edit lock when it is not this tab. */
  lockHolder: string | null;
}

/**
 * The designer's live session (spec 4.7): joins the form's group, follows who else has it open and
 * which one of them may edit (the server decides), and when someone else saves the form shows the
 * update notice and hands the newer definition's reload to `onUpdatedElsewhere`. Until the server has
 * answered (or while the live connection is down) the roles alone decide.
 */
export function useDesignerSession(
  formGuid: string,
  rolesAllowEditing: boolean,
  onUpdatedElsewhere: () => void,
): DesignerSession {
  const [editors, setEditors] = useState<FormEditor[]>([]);
  const group = useMemo<LiveGroup>(
    () => ({
      key: `${JOIN_GROUP}:${formGuid}`,
      join: { method: JOIN_GROUP!, args: [formGuid] },
      leave: { method: LEAVE_GROUP!, args: [formGuid] },
    }),
    [formGuid],
  );
  useLiveGroup('formDesigner', group);
  useHubEvent('formDesigner', 'FormEditors', (users) => setEditors(users));
  useHubEvent('formDesigner', 'FormUpdated', (update: FormDefinitionUpdated) => {
    if (update.formDefinitionGuid.toLowerCase() !== formGuid.toLowerCase()) return;
    const time = new Date(update.updatedAt).toLocaleTimeString('en-CA');
    toast.info(
      `The form has been updated by ${update.updatedByUser} at ${time}. Refreshing form definition...`,
      { duration: UPDATE_NOTICE_MS },
    );
    onUpdatedElsewhere();
  });

  const ownConnection = liveHub('formDesigner').connectionId;
  const own = editors.find((editor) => editor.connectionId === ownConnection);
  const mayEdit = rolesAllowEditing && (own ? own.canEdit : true);
  const lockHolder =
    rolesAllowEditing && !mayEdit
      ? (editors.find((editor) => editor.canEdit && editor.connectionId !== ownConnection)?.userName ?? null)
      : null;
  return { editors, mayEdit, lockHolder };
}
