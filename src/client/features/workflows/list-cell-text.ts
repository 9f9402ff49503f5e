import type {
  ListingColumn,
  StatusListEntry,
  WorkflowListItem,
} from '../../../shared/generated/types.gen.ts';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { workflowStatusLabel } from '../../../shared/machines/workflow.machine.ts';
import { FORM_RESPONSE_STATUS_LABELS } from '../../../shared/machines/form/status-order.ts';
import { answerKindOf, answerNamesRecord } from '../../../shared/elements/element-lookup.ts';

// The text of one cell of the workflow list (spec 2.4): answers formatted by their question's type (date;
// yes/no; number with the locale's separators; entity or security group name; otherwise text).

function answerText(
  json: string | null | undefined,
  type: string | null | undefined,
  names: Readonly<Record<string, string | undefined>>,
): string {
  if (json == null) return '';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === undefined) return '';
  if (answerKindOf(type) === 'date' && typeof value === 'string') return formatDateDisplay(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString();
  if (answerNamesRecord(type) && (typeof value === 'string' || Array.isArray(value)))
    return [value]
      .flat()
      .map((guid) => names[String(guid).toLowerCase()] ?? String(guid))
      .join(', ');
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function listCellText(
  column: ListingColumn,
  row: WorkflowListItem,
  statusList: readonly StatusListEntry[],
  names: Readonly<Record<string, string | undefined>>,
  /** Status of each workflow's one step response, when the definition has a single step form. */
  singleFormStatuses: Readonly<Record<string, string | undefined>> = {},
): string {
  switch (column.metaCode) {
    case 'Name':
      return row.workflowName;
    case 'For':
      return row.ownerName ?? '';
    case 'Status': {
      const label = workflowStatusLabel(statusList, row.workflowStatus);
      const form = singleFormStatuses[row.workflowGuid];
      if (!form) return label;
      return `${label} (${FORM_RESPONSE_STATUS_LABELS[form as keyof typeof FORM_RESPONSE_STATUS_LABELS] ?? form})`;
    }
    case 'UpdatedAt':
      return formatDateDisplay(row.updatedAt, 'date-time');
    default:
      return answerText(row.answersToShow?.[column.questionCode ?? column.guid ?? ''], column.type, names);
  }
}
