import { PlusIcon } from 'lucide-react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { AccessRulesCell, FormNameCell, GuidAndUpdatedCells } from './workflow-form-cells.tsx';
import type { AccessRuleNames } from './workflow-form-texts.ts';

export interface StandaloneFormsSectionProps {
  forms: readonly FormDefinition[];
  ruleNames: AccessRuleNames | undefined;
  canEdit: boolean;
  onNewForm: () => void;
  onOpenForm: (guid: string) => void;
}

const HEADERS = ['Name', 'Form Code', 'Access Rules', 'Guid', 'Updated'];

/** 'Standalone Forms' (spec 2.10): the workflow's main forms, which its drawer lists in the Forms panel. */
export function StandaloneFormsSection({
  forms,
  ruleNames,
  canEdit,
  onNewForm,
  onOpenForm,
}: StandaloneFormsSectionProps) {
  return (
    <section aria-labelledby="standalone-forms-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="standalone-forms-heading" className="mr-auto text-sm font-medium">
          Standalone Forms
        </h3>
        {canEdit && (
          <Button size="sm" onClick={onNewForm}>
            <PlusIcon /> New Form
          </Button>
        )}
      </div>
      <div className="rounded-md border bg-card">
        <Table aria-labelledby="standalone-forms-heading">
          <TableHeader>
            <TableRow>
              {HEADERS.map((header) => (
                <TableHead key={header}>{header}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {forms.map((form) => (
              <TableRow key={form.guid}>
                <FormNameCell form={form} onOpen={onOpenForm} />
                <TableCell className="font-mono text-xs">{form.formCode}</TableCell>
                <AccessRulesCell form={form} names={ruleNames} />
                <GuidAndUpdatedCells form={form} />
              </TableRow>
            ))}
            {forms.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length} className="text-muted-foreground">
                  No standalone forms yet
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
