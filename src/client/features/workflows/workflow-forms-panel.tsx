import { useState } from 'react';
import type * as React from 'react';
import type { FormDefinition, FormResponse } from '../../../shared/generated/types.gen.ts';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { formTypeLabel } from '../tech-forms/form-type-label.ts';
import { MainFormDrawer } from './main-form-drawer.tsx';

export interface WorkflowFormsPanelProps {
  /** The definition's main forms (StandaloneForm). */
  forms: readonly FormDefinition[];
  /** The workflow's responses the person may read. */
  responses: readonly FormResponse[];
  canStart: boolean;
  /** Starts the workflow's response of a main form (StartWorkflowMainForm). */
  onStart: (formGuid: string) => void;
  starting: boolean;
  renderResponse: (form: FormDefinition, response: FormResponse) => React.ReactNode;
}

const when = (at: string | undefined) => (at ? formatDateDisplay(at, 'date-time') : '—');

/**
 * The workflow drawer's 'Forms' panel (spec 2.6, at most 250 high): the workflow's main forms with when its
 * response of each was created and last changed. A row opens the form in a drawer of its own.
 */
export function WorkflowFormsPanel(props: WorkflowFormsPanelProps) {
  const { forms, responses, canStart, onStart, starting, renderResponse } = props;
  const [openGuid, setOpenGuid] = useState<string>();
  const responseOf = (form: FormDefinition) =>
    responses.find((response) => response.formDefinitionGuid === form.guid);
  const open = forms.find((form) => form.guid === openGuid);
  return (
    <section aria-labelledby="workflow-forms-panel" className="flex flex-col gap-2 rounded-md border p-3">
      <h2 id="workflow-forms-panel" className="font-medium">
        Forms
      </h2>
      <div className="max-h-[250px] overflow-auto">
        <Table aria-labelledby="workflow-forms-panel">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Updated</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {forms.map((form) => {
              const response = responseOf(form);
              return (
                <TableRow key={form.guid}>
                  <TableCell>
                    <Button variant="link" className="h-auto p-0" onClick={() => setOpenGuid(form.guid)}>
                      {form.name}
                    </Button>
                  </TableCell>
                  <TableCell>{formTypeLabel(form.formType)}</TableCell>
                  <TableCell>{when(response?.createdAt)}</TableCell>
                  <TableCell>{when(response?.updatedAt)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {open && (
        <MainFormDrawer
          form={open}
          response={responseOf(open)}
          canStart={canStart}
          starting={starting}
          onStart={() => onStart(open.guid)}
          renderResponse={renderResponse}
          onClose={() => setOpenGuid(undefined)}
        />
      )}
    </section>
  );
}
