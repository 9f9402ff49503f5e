import type { Answer, ElementAction, FormElement } from '../../../../shared/generated/types.gen.ts';
import type { WidgetServices } from '../../element-widget.ts';

// Two things some widgets need that WidgetServices does not offer yet. They are read only when the renderer
// supplies them, so these widgets work today and pick the operations up without change once they join the contract.

export const WORKFLOW_ONLY_TEXT = 'This action runs inside a workflow.';
const ACTION_UNAVAILABLE_TEXT = 'This action is not available here.';

/** Operations proposed for WidgetServices. */
export interface ProposedServices {
  /** The stored answer record of an element (linked answers and compliance items carry more than the value). */
  answerRecord?(element: FormElement, repeatableGroupGuid: string): Answer | null;
  /** Raises the workflow event trigger with this code: PUT /{workflowGuid}/CreateWorkflowEventTrigger?eventCode. */
  triggerWorkflowEvent?(eventCode: string, action: Exclude<ElementAction, 'None'>): Promise<void>;
}

function proposed(services: WidgetServices): ProposedServices {
  return services as WidgetServices & ProposedServices;
}

/** The element's answer record, or null when the renderer does not provide it. */
export function answerRecordOf(
  services: WidgetServices,
  element: FormElement,
  repeatableGroupGuid: string,
): Answer | null {
  return proposed(services).answerRecord?.(element, repeatableGroupGuid) ?? null;
}

/** Runs a workflow action; rejects with a readable reason when it cannot run here. */
export async function triggerWorkflowEvent(
  services: WidgetServices,
  eventCode: string,
  action: Exclude<ElementAction, 'None'>,
): Promise<void> {
  const trigger = proposed(services).triggerWorkflowEvent;
  if (services.workflow === null) throw new Error(WORKFLOW_ONLY_TEXT);
  if (!trigger) throw new Error(ACTION_UNAVAILABLE_TEXT);
  await trigger(eventCode, action);
}
