import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { Button } from '../../components/ui/button.tsx';
import { TableCell } from '../../components/ui/table.tsx';
import { accessRuleTexts, shortGuid, type AccessRuleNames } from './workflow-form-texts.ts';

// The cells both form tables of the Forms tab share.

/** The form's name, opening its form editor. */
export function FormNameCell({ form, onOpen }: { form: FormDefinition; onOpen: (guid: string) => void }) {
  return (
    <TableCell>
      <Button variant="link" className="h-auto p-0" onClick={() => onOpen(form.guid)}>
        {form.name}
      </Button>
    </TableCell>
  );
}

/** Access Rules: one line per rule of the whole form, 'None' without any. */
export function AccessRulesCell({
  form,
  names,
}: {
  form: FormDefinition;
  names: AccessRuleNames | undefined;
}) {
  const lines = accessRuleTexts(form.formRules, names);
  return (
    <TableCell className="whitespace-normal">
      {lines.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </TableCell>
  );
}

/** The short guid (the whole one as its tooltip) and when the form last changed. */
export function GuidAndUpdatedCells({ form }: { form: FormDefinition }) {
  return (
    <>
      <TableCell className="font-mono text-xs" title={form.guid}>
        {shortGuid(form.guid)}
      </TableCell>
      <TableCell>{form.updatedAt ? formatDateDisplay(form.updatedAt, 'date-time') : ''}</TableCell>
    </>
  );
}
