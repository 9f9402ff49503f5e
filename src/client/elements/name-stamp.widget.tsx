import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '../components/ui/button.tsx';
import { nameStampMachine } from '../../shared/machines/name-stamp.machine.ts';
import type { StampRequest, WorkflowEventRequest } from '../../shared/machines/form/name-stamp-types.ts';
import { canApprove, canRevoke } from '../../shared/machines/form/stamp-rules.ts';
import { formatDateDisplay } from '../../shared/format/date-format.ts';
import type { Stamp } from '../../shared/generated/types.gen.ts';
import { cn } from '../lib/cn.ts';
import type { ElementWidget } from './element-widget.ts';
import { triggerWorkflowEvent } from './parts/actions/proposed-services.ts';
import { responseRefOf, statusActors, workflowRefOf } from './parts/actions/status-actors.ts';
import { useStatusSync } from './parts/actions/status-sync.ts';
import { useLatest } from './parts/actions/use-latest.ts';

const NO_STAMPS: readonly Stamp[] = [];

/**
 * A signature: Approve adds a stamp with the person's name and time, then sets the configured statuses and runs
 * the element's action; Revoke strikes a stamp through and sets the back statuses. The name stamp machine decides
 * what happens; this widget shows its stamps and sends it clicks.
 */
export const NameStampWidget: ElementWidget<'NameStamp'> = ({ id, element, value, readOnly, services }) => {
  const latest = useLatest({ services, element });
  const [machine] = useState(() =>
    nameStampMachine.provide({
      actors: {
        ...statusActors(() => latest.current.services),
        addStamp: fromPromise<readonly Stamp[], StampRequest>(() =>
          latest.current.services.approveStamp(latest.current.element),
        ),
        revokeStamp: fromPromise<readonly Stamp[], StampRequest>(({ input }) =>
          latest.current.services.revokeStamp(latest.current.element, input.stampGuid ?? ''),
        ),
        triggerWorkflowEvent: fromPromise<unknown, WorkflowEventRequest>(({ input }) =>
          triggerWorkflowEvent(latest.current.services, input.eventCode, input.action),
        ),
      },
      actions: {
        // The spec wants an unsupported action or a missing workflow logged, not shown.
        logError: (_, params) => console.error(params.message),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      response: responseRefOf(services),
      workflow: workflowRefOf(services),
      formElementGuid: element.guid,
      userGuid: services.currentUser.userGuid,
      stamps: value ?? NO_STAMPS,
      properties: element.properties,
    },
  });
  const send = actor.send;
  useStatusSync(send, services, { formStatus: true });
  // Stamps added or revoked by other people reach us as a new answer value.
  useEffect(() => {
    if (value) send({ type: 'stamps.sync', stamps: value });
  }, [send, value]);

  const { stamps, settings, error } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const userGuid = services.currentUser.userGuid;
  const showApprove = !readOnly && canApprove({ stamps, allowMultipleClicks: settings.allowMultipleClicks });

  return (
    <div
      id={id}
      data-slot="name-stamp-element"
      className={cn('flex flex-col gap-2', settings.leftAligned ? 'items-start' : 'items-end')}
    >
      <ul className="flex flex-col gap-1 text-sm">
        {stamps.map((stamp) => (
          <li key={stamp.guid} className="flex items-center gap-2">
            <span className={cn(stamp.revoked && 'text-muted-foreground line-through')}>
              {stamp.userName} {formatDateDisplay(stamp.timeStamped, 'date-time')}
            </span>
            {stamp.revoked && stamp.timeRevoked && (
              <span className="text-muted-foreground">
                Revoked {formatDateDisplay(stamp.timeRevoked, 'date-time')}
              </span>
            )}
            {!readOnly && canRevoke({ stamp, userGuid, ...settings }) && (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => send({ type: 'stamp.revoke', stampGuid: stamp.guid })}
              >
                {settings.nameStampRevokeButtonText}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {showApprove && (
        <Button disabled={busy} onClick={() => send({ type: 'stamp.approve' })}>
          {settings.nameStampButtonText}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
};
