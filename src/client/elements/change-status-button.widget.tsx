import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast.tsx';
import {
  changeStatusButtonMachine,
  isChangeStatusButtonDisabled,
} from '../../shared/machines/change-status-button.machine.ts';
import type { ElementWidget } from './element-widget.ts';
import { statusActors, workflowRefOf } from './parts/actions/status-actors.ts';
import { useLatest } from './parts/actions/use-latest.ts';
import { useStatusSync } from './parts/actions/status-sync.ts';

/**
 * Sets the workflow to the element's status. Disabled when the workflow is already there, while questions are
 * unanswered (when the element asks for that) and while any answer is being saved, so the status never moves
 * ahead of an answer still on its way.
 */
export const ChangeStatusButtonWidget: ElementWidget<'ChangeStatusButton'> = ({
  id,
  element,
  readOnly,
  services,
}) => {
  const latest = useLatest(services);
  const [machine] = useState(() =>
    changeStatusButtonMachine.provide({
      actors: statusActors(() => latest.current),
      actions: { notify: (_, params) => void toast.success(params.message) },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      workflow: workflowRefOf(services),
      unansweredGuids: services.unansweredGuids,
      isSaving: services.isSaving,
      properties: element.properties,
    },
  });
  const send = actor.send;
  useStatusSync(send, services, { unanswered: true, saving: true });

  const disabled = useSelector(actor, isChangeStatusButtonDisabled);
  const text = useSelector(actor, (snapshot) => snapshot.context.buttonText);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  return (
    <div data-slot="change-status-button-element" className="flex flex-col items-start gap-1">
      <Button id={id} disabled={readOnly || disabled} onClick={() => send({ type: 'status.change' })}>
        {text}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
};
