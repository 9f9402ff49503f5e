import { useState } from 'react';
import type { FormDefinition, StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { InlineFormsSection } from './inline-forms-section.tsx';
import { NewFormDialog } from './new-form-dialog.tsx';
import { StandaloneFormsSection } from './standalone-forms-section.tsx';
import type { AccessRuleNames } from './workflow-form-texts.ts';

export interface FormsTabProps {
  /** The definition's forms as stored: steps in their order, then main forms. */
  forms: readonly FormDefinition[];
  /** The stored status list, which the forms' settings name. */
  statusList: readonly StatusListEntry[];
  ruleNames: AccessRuleNames | undefined;
  /** Setup Basic (or Setup Items): reorder, add and change forms. */
  canEdit: boolean;
  onSaveOrder: (order: string[]) => Promise<unknown>;
  /** Creates a step or a main form; resolves once it is open in its editor. */
  onNewForm: (name: string, step: boolean) => Promise<unknown>;
  onOpenForm: (guid: string) => void;
}

/**
 * Tab 'Forms' (spec 2.10): the workflow's step forms and main forms. Unlike the other tabs, what is done
 * here is stored at once by calls of its own, whether or not the definition is being edited.
 */
export function FormsTab(props: FormsTabProps) {
  const { forms, statusList, ruleNames, canEdit, onSaveOrder, onNewForm, onOpenForm } = props;
  const [asking, setAsking] = useState<'step' | 'main' | null>(null);
  const steps = forms.filter((form) => form.formType === 'InlineForm');
  const mains = forms.filter((form) => form.formType === 'StandaloneForm');
  return (
    <div className="flex flex-col gap-8">
      <InlineFormsSection
        // Starts again from the stored order once it changes (saved, or a step added).
        key={steps.map((form) => form.guid).join()}
        steps={steps}
        statusList={statusList}
        ruleNames={ruleNames}
        canEdit={canEdit}
        onSaveOrder={onSaveOrder}
        onNewForm={() => setAsking('step')}
        onOpenForm={onOpenForm}
      />
      <StandaloneFormsSection
        forms={mains}
        ruleNames={ruleNames}
        canEdit={canEdit}
        onNewForm={() => setAsking('main')}
        onOpenForm={onOpenForm}
      />
      <NewFormDialog
        kind={asking}
        onCreate={async (name, step) => {
          await onNewForm(name, step);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
