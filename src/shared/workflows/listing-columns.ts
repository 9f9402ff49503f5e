import { answerNamesRecord } from '../elements/element-lookup.ts';
import type { FormDefinition, ListingColumn, ListingMetaCode } from '../generated/types.gen.ts';
import { isDisplayOnly } from '../rules/element-kinds.ts';
import { moveEntry } from './definition-draft.ts';

// The columns of a workflow definition's list screen (spec forms-and-workflows 2.4, 5.11): the name column
// is first and stays there; the others (for, status, updated at, answers) move only below it.

/** The meta columns a list may show, with the headings they start with. */
export const META_COLUMNS: readonly { metaCode: ListingMetaCode; label: string }[] = [
  { metaCode: 'Name', label: 'Name' },
  { metaCode: 'For', label: 'For' },
  { metaCode: 'Status', label: 'Status' },
  { metaCode: 'UpdatedAt', label: 'Updated At' },
];

export const isNameColumn = (column: ListingColumn) => column.metaCode === 'Name';

/** The columns with the name column first, once (added when missing). */
export function withNameFirst(columns: readonly ListingColumn[]): ListingColumn[] {
  const name = columns.find(isNameColumn) ?? { metaCode: 'Name', label: 'Name' };
  return [name, ...columns.filter((column) => !isNameColumn(column))];
}

/** A drag of the column at `from` to `to`; the name column neither moves nor is moved past. */
export function moveColumn(columns: readonly ListingColumn[], from: number, to: number): ListingColumn[] {
  if (from === 0 || to === 0) return [...columns];
  return moveEntry(columns, from, to);
}

/** Only entity and security group answers can filter the list by the viewer's security groups. */
export function canFilterBySecurity(column: ListingColumn): boolean {
  return !column.metaCode && answerNamesRecord(column.type);
}

/** A column the list does not show yet, as offered by 'Add Column'. */
export interface ColumnChoice {
  key: string;
  /** 'Status', or 'Intake form: Date of visit'. */
  label: string;
  column: ListingColumn;
}

const columnKey = (column: ListingColumn) =>
  column.metaCode ? `meta:${column.metaCode}` : `question:${(column.guid ?? '').toLowerCase()}`;

/** The meta columns and the answered questions of the workflow's forms that are not columns already. */
export function columnChoices(
  forms: readonly FormDefinition[],
  columns: readonly ListingColumn[],
): ColumnChoice[] {
  const shown = new Set(columns.map(columnKey));
  const meta = META_COLUMNS.map((column) => ({ ...column }));
  const questions = forms.flatMap((form) =>
    form.components
      .filter((element) => !element.isArchived && !isDisplayOnly(element.type) && element.questionCode)
      .map((element): ListingColumn => ({
        guid: element.guid,
        questionCode: element.questionCode,
        label: element.label || element.questionCode,
        form: form.formCode ?? null,
        type: element.type,
        isSecurityQuestion: false,
      }))
      .map((column) => ({ column, formName: form.name })),
  );
  return [
    ...meta.map((column) => ({ key: columnKey(column), label: column.label, column })),
    ...questions.map(({ column, formName }) => ({
      key: columnKey(column),
      label: `${formName}: ${column.label}`,
      column,
    })),
  ].filter((choice) => !shown.has(choice.key));
}
