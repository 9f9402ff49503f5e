import { useState } from 'react';
import { toast } from '../components/ui/toast.tsx';
import { Button } from '../components/ui/button.tsx';
import { problemMessage } from '../../shared/machines/form/problem-message.ts';
import { stampActionOf } from '../../shared/machines/form/stamp-rules.ts';
import type { ElementWidget } from './element-widget.ts';
import { triggerWorkflowEvent, WORKFLOW_ONLY_TEXT } from './parts/actions/proposed-services.ts';

/**
 * A button that raises the element's workflow event (generate a PDF or send an email). The action exists only
 * for a response shown inside a workflow; elsewhere the button says so instead of failing silently.
 */
export const ActionButtonWidget: ElementWidget<'ActionButton'> = ({ id, element, readOnly, services }) => {
  const { actionButtonText, actionToTake, code } = element.properties;
  const [running, setRunning] = useState(false);
  const action = stampActionOf(actionToTake);

  const run = async () => {
    if (services.workflow === null) {
      toast.info(WORKFLOW_ONLY_TEXT);
      return;
    }
    // 'None' is a button that does nothing by design; an unknown action is old data the server no longer runs.
    if (action === 'None' || action === 'Unsupported') return;
    if (!code?.trim()) {
      toast.error('Event code is missing.');
      return;
    }
    setRunning(true);
    try {
      await triggerWorkflowEvent(services, code, action);
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      id={id}
      data-slot="action-button-element"
      disabled={readOnly || running}
      onClick={() => void run()}
    >
      {actionButtonText?.trim() || 'Submit'}
    </Button>
  );
};
