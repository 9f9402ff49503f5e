import type {
  ActionType,
  ItemDefinition,
  TimeUnit,
  Trigger,
  TriggerType,
} from '../../../shared/generated/types.gen.ts';
import { checkStatusList } from '../../../shared/workflows/definition-checks.ts';
import { DEFAULT_STATUSES } from '../../../shared/workflows/definition-draft.ts';
import type { FieldErrors } from '../workflow-setup/definition-form.ts';

/** Spec 5.11: the item definition editor's messages. */
export const ITEM_MESSAGES = {
  nameRequired: 'Item name is required',
  entityRequired: 'Entity is required',
  triggerIncomplete: 'Please fill in all fields',
} as const;

/** Spec 9: a default expiry, when one is set, starts at 1 day. */
export const DEFAULT_EXPIRY = { value: 1, unit: 'Day' } as const satisfies ItemDefinition['defaultExpiry'];

export const TIME_UNITS: readonly TimeUnit[] = ['Day', 'Week', 'Month', 'Year'];
export const TRIGGER_TYPES: readonly TriggerType[] = ['Before', 'After'];
export const TRIGGER_ACTIONS: readonly ActionType[] = [
  'Email',
  'SMS',
  'Call',
  'Notification',
  'ChangeWorkflowStatus',
];

/** What 'New Item' opens: status Unused (spec 4.9), no name or entity yet, the usual three statuses. */
export function newItemDefinition(orgGuid: string): ItemDefinition {
  return {
    guid: 'new',
    orgGuid,
    name: '',
    forEntityDefinitionGuid: '',
    purposes: '',
    statusList: DEFAULT_STATUSES.map((status) => ({ ...status })),
    importance: 'Mandatory',
    status: 'Unused',
    madePublicAt: null,
    madeGlobalAt: null,
    defaultExpiry: null,
    triggers: [],
    security: { orgGroupGuids: [], roles: [] },
  };
}

/** What keeps the draft from being saved, by field: name, entity, and the status list's rows. */
export function itemProblems(draft: ItemDefinition): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = [ITEM_MESSAGES.nameRequired];
  if (!draft.forEntityDefinitionGuid) errors.forEntityDefinitionGuid = [ITEM_MESSAGES.entityRequired];
  // An item may go without statuses; its rows must still have labels and distinct codes.
  const { statusList: _none, ...statusErrors } = checkStatusList(draft.statusList ?? []).errors;
  return { ...errors, ...statusErrors };
}

/** The draft as it is sent: trimmed name, status codes without spaces (or from the label). */
export function itemBody(draft: ItemDefinition): ItemDefinition {
  const { formDefinition: _form, ...fields } = draft;
  return {
    ...fields,
    name: draft.name.trim(),
    statusList: checkStatusList(draft.statusList ?? []).entries,
  };
}

/** True when the draft holds changes for Save. */
export function itemHasChanges(stored: ItemDefinition, draft: ItemDefinition): boolean {
  return JSON.stringify(itemBody(stored)) !== JSON.stringify(itemBody(draft));
}

/** A trigger row as typed: every field may still be empty. */
export interface TriggerDraft {
  action: ActionType | '';
  value: string;
  unit: TimeUnit | '';
  type: TriggerType | '';
  isRecurring: boolean;
}

export const EMPTY_TRIGGER: TriggerDraft = { action: '', value: '', unit: '', type: '', isRecurring: false };

/** Spec 5.11: a trigger is added only with action, value, unit and type; the value a whole number ≥ 0. */
export function triggerFromDraft(draft: TriggerDraft): Trigger | string {
  const value = Number(draft.value);
  if (!draft.action || !draft.unit || !draft.type || draft.value.trim() === '') {
    return ITEM_MESSAGES.triggerIncomplete;
  }
  if (!Number.isInteger(value) || value < 0) return ITEM_MESSAGES.triggerIncomplete;
  return { action: draft.action, value, unit: draft.unit, type: draft.type, isRecurring: draft.isRecurring };
}

/** A trigger as a line of text: 'Email 2 Weeks Before, recurring'. */
export function triggerWords(trigger: Trigger): string {
  const unit = `${trigger.unit}${trigger.value === 1 ? '' : 's'}`;
  const action = trigger.action === 'ChangeWorkflowStatus' ? 'Change Workflow Status' : trigger.action;
  return `${action} ${trigger.value} ${unit} ${trigger.type}${trigger.isRecurring ? ', recurring' : ''}`;
}
