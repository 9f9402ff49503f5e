import type { OrgInfoEntityDefinition, WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import {
  DEFINITION_MESSAGES,
  checkStatusList,
  checkTimeFrames,
} from '../../../shared/workflows/definition-checks.ts';

/** Field path (`name`, `statusList.1.code`, `timeFrames.0.startDate`) → messages, as the server answers too. */
export type FieldErrors = Record<string, string[]>;

/** What keeps the draft from being saved, by field, in the messages of spec 5.11. */
export function definitionProblems(draft: WorkflowDefinition): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = [DEFINITION_MESSAGES.nameRequired];
  (draft.questionsToShow ?? []).forEach((column, index) => {
    if (!column.label.trim()) errors[`questionsToShow.${index}`] = [DEFINITION_MESSAGES.labelRequired];
  });
  return {
    ...errors,
    ...checkStatusList(draft.statusList).errors,
    ...checkTimeFrames(draft.timeFrames ?? []).errors,
  };
}

/** The draft as it is sent: trimmed name, codes without spaces (or from the label), a Default frame if none. */
export function definitionBody(draft: WorkflowDefinition): WorkflowDefinition {
  return {
    ...draft,
    name: draft.name.trim(),
    statusList: checkStatusList(draft.statusList).entries,
    timeFrames: checkTimeFrames(draft.timeFrames ?? []).entries,
  };
}

/**
 * What the editor's Save stores, as text to compare: the definition without its forms and without when it
 * last changed, which the Forms tab's own calls change while the editor is open.
 */
const savedFields = ({ formDefinitions: _forms, updatedAt: _updated, ...fields }: WorkflowDefinition) =>
  fields;

/** True when the draft holds changes for Save. */
export function hasChanges(stored: WorkflowDefinition, draft: WorkflowDefinition): boolean {
  return JSON.stringify(savedFields(stored)) !== JSON.stringify(savedFields(draft));
}

/** True when the draft differs from the stored definition in its list columns alone. */
export function onlyColumnsChanged(stored: WorkflowDefinition, draft: WorkflowDefinition): boolean {
  const without = (definition: WorkflowDefinition) =>
    JSON.stringify({ ...savedFields(definition), questionsToShow: null });
  return without(stored) === without(draft);
}

/** The first message of a set of field errors, for the toast that says why nothing was saved. */
export function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).flat()[0];
}

/** The messages of one field and of everything under it (`statusList.2` takes `statusList.2.code`). */
export function messagesOf(errors: FieldErrors, field: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

export interface EntityTypeChoice {
  guid: string;
  label: string;
}

/** Entity types to choose from, child types after their parent ('Parent / Child'), as the side menu lists them. */
export function entityTypeChoices(
  types: readonly OrgInfoEntityDefinition[],
  parent?: string,
): EntityTypeChoice[] {
  return types.flatMap((type) => {
    const label = parent ? `${parent} / ${type.plural}` : type.plural;
    return [{ guid: type.guid, label }, ...entityTypeChoices(type.childEntityDefinitions ?? [], label)];
  });
}
