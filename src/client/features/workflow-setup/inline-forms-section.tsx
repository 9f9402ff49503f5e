import { useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from 'lucide-react';
import type { FormDefinition, StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { moveEntry } from '../../../shared/workflows/definition-draft.ts';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { AccessRulesCell, FormNameCell, GuidAndUpdatedCells } from './workflow-form-cells.tsx';
import { multipleText, statusLabels, type AccessRuleNames } from './workflow-form-texts.ts';

export interface InlineFormsSectionProps {
  /** The step forms in their stored order. */
  steps: readonly FormDefinition[];
  statusList: readonly StatusListEntry[];
  ruleNames: AccessRuleNames | undefined;
  canEdit: boolean;
  onSaveOrder: (order: string[]) => Promise<unknown>;
  onNewForm: () => void;
  onOpenForm: (guid: string) => void;
}

const HEADERS = [
  'Name',
  'Form Code',
  'Multiple?',
  'Expand for',
  'Show for Status',
  'Access Rules',
  'Guid',
  'Updated',
];

/**
 * 'Inline Forms' (spec 2.10): a workflow's steps, in the order its drawer shows them. The arrows move a step
 * here only; Save Order stores the new order (UpdateWorkflowStepOrder). The parent remounts this section
 * when the stored order changes, so it starts again from what is stored.
 */
export function InlineFormsSection(props: InlineFormsSectionProps) {
  const { steps, statusList, ruleNames, canEdit, onSaveOrder, onNewForm, onOpenForm } = props;
  const [order, setOrder] = useState(() => steps.map((form) => form.guid));
  const [saving, setSaving] = useState(false);
  const byGuid = new Map(steps.map((form) => [form.guid, form]));
  const rows = order.flatMap((guid) => byGuid.get(guid) ?? []);
  const moved = order.some((guid, index) => guid !== steps[index]?.guid);

  const saveOrder = async () => {
    setSaving(true);
    try {
      await onSaveOrder(order);
    } catch {
      // The api-client has said why; the order stays as moved for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="inline-forms-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="inline-forms-heading" className="mr-auto text-sm font-medium">
          Inline Forms
        </h3>
        {canEdit && (
          <>
            <Button variant="outline" size="sm" disabled={!moved || saving} onClick={() => void saveOrder()}>
              Save Order
            </Button>
            <Button size="sm" onClick={onNewForm}>
              <PlusIcon /> New Form
            </Button>
          </>
        )}
      </div>
      <div className="rounded-md border bg-card">
        <Table aria-labelledby="inline-forms-heading">
          <TableHeader>
            <TableRow>
              <TableHead>
                <span className="sr-only">Order</span>
              </TableHead>
              {HEADERS.map((header) => (
                <TableHead key={header}>{header}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((form, index) => (
              <TableRow key={form.guid}>
                <TableCell className="w-20">
                  <div className="flex gap-1">
                    <span className="w-5 text-right tabular-nums text-muted-foreground">{index + 1}</span>
                    {canEdit && (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-6"
                          aria-label={`Move ${form.name} up`}
                          disabled={index === 0}
                          onClick={() => setOrder((current) => moveEntry(current, index, index - 1))}
                        >
                          <ArrowUpIcon />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-6"
                          aria-label={`Move ${form.name} down`}
                          disabled={index === rows.length - 1}
                          onClick={() => setOrder((current) => moveEntry(current, index, index + 1))}
                        >
                          <ArrowDownIcon />
                        </Button>
                      </>
                    )}
                  </div>
                </TableCell>
                <FormNameCell form={form} onOpen={onOpenForm} />
                <TableCell className="font-mono text-xs">{form.formCode}</TableCell>
                <TableCell>{multipleText(form.metaInfo)}</TableCell>
                <TableCell className="whitespace-normal">
                  {statusLabels(form.metaInfo?.displayOnStatus, statusList, 'None')}
                </TableCell>
                <TableCell className="whitespace-normal">
                  {statusLabels(form.metaInfo?.showOnlyForWorkflowStatuses, statusList, 'All')}
                </TableCell>
                <AccessRulesCell form={form} names={ruleNames} />
                <GuidAndUpdatedCells form={form} />
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length + 1} className="text-muted-foreground">
                  No inline forms yet
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
