import type {
  AnswerReviewProperties,
  ChangeStatusButtonProperties,
  FormDefinition,
  FormResponseStatus,
  NameStampProperties,
} from '../generated/types.gen.ts';
import { resolveAnswerReviewSettings } from '../machines/form/answer-review-settings.ts';
import { resolveNameStampSettings } from '../machines/form/name-stamp-settings.ts';
import { buildFormTree, isArchivedInTree } from '../rules/form-tree.ts';

// The statuses a form's Change Status buttons, Answer Reviews and name stamps are configured to set. The
// workflow machine lets people without setup rights move a workflow or a response only to these.

interface Targets {
  workflow: string[];
  response: FormResponseStatus[];
}

function targetsOfElement(type: string, properties: unknown): Targets {
  switch (type) {
    case 'ChangeStatusButton': {
      const to = (properties as ChangeStatusButtonProperties).changeWorkflowStatusTo?.trim();
      return { workflow: to ? [to] : [], response: [] };
    }
    case 'AnswerReview': {
      const s = resolveAnswerReviewSettings(properties as AnswerReviewProperties);
      return {
        workflow: [s.changeWorkflowStatusTo, s.changeWorkflowStatusBackTo].filter((code) => code !== null),
        response: [s.changeToStatus, s.changeBackToStatus],
      };
    }
    case 'NameStamp': {
      const s = resolveNameStampSettings(properties as NameStampProperties);
      return {
        workflow: [s.changeWorkflowStatusTo, s.changeWorkflowStatusBackTo].filter((code) => code !== null),
        response: [s.changeToStatus, s.changeBackToStatus],
      };
    }
    default:
      return { workflow: [], response: [] };
  }
}

/** What the active (not archived) status-setting elements of the forms may set. */
export function statusTargetsOf(forms: readonly FormDefinition[]): Targets {
  const all: Targets = { workflow: [], response: [] };
  for (const form of forms) {
    const tree = buildFormTree(form.components);
    for (const element of form.components) {
      if (isArchivedInTree(tree, element.guid)) continue;
      const found = targetsOfElement(element.type, element.properties ?? {});
      all.workflow.push(...found.workflow);
      all.response.push(...found.response);
    }
  }
  return { workflow: [...new Set(all.workflow)], response: [...new Set(all.response)] };
}
