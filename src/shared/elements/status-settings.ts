import type {
  AnswerReviewProperties,
  FormDefinition,
  FormResponseStatus,
  NameStampProperties,
} from '../generated/types.gen.ts';
import { resolveAnswerReviewSettings } from '../machines/form/answer-review-settings.ts';
import { resolveNameStampSettings } from '../machines/form/name-stamp-settings.ts';
import { buildFormTree, isArchivedInTree } from '../rules/form-tree.ts';

// The response statuses a form's Answer Reviews and name stamps are configured to set. The workflow machine
// lets people without setup rights move a response back only to these. (Workflow statuses are set along the
// moves of element-moves.ts.)

function responseTargetsOf(type: string, properties: unknown): FormResponseStatus[] {
  switch (type) {
    case 'AnswerReview': {
      const s = resolveAnswerReviewSettings(properties as AnswerReviewProperties);
      return [s.changeToStatus, s.changeBackToStatus];
    }
    case 'NameStamp': {
      const s = resolveNameStampSettings(properties as NameStampProperties);
      return [s.changeToStatus, s.changeBackToStatus];
    }
    default:
      return [];
  }
}

/** What the active (not archived) status-setting elements of the forms may set a response to. */
export function responseStatusTargetsOf(forms: readonly FormDefinition[]): FormResponseStatus[] {
  const all = new Set<FormResponseStatus>();
  for (const form of forms) {
    const tree = buildFormTree(form.components);
    for (const element of form.components) {
      if (isArchivedInTree(tree, element.guid)) continue;
      for (const status of responseTargetsOf(element.type, element.properties ?? {})) all.add(status);
    }
  }
  return [...all];
}
