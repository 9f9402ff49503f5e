import type { FormDefinition } from '../../../../shared/generated/types.gen.ts';
import {
  ACCESS_RULE_TYPES,
  formAccessRuleProblem,
  withFormAccessRule,
  withoutFormAccessRule,
} from '../../../../shared/designer/access-rule-drafts.ts';
import { AccessRuleEditor } from './access-rule-editor.tsx';

const FORM_KINDS = ['Groups', 'Roles', 'Users', 'Entities'] as const;

export interface FormAccessTabProps {
  form: FormDefinition;
  orgGuid: string;
  readOnly: boolean;
  onChange: (form: FormDefinition) => void;
}

/** The form-level access rule editor (spec 2.8, 5.10): one list per access rule type. */
export function FormAccessTab({ form, orgGuid, readOnly, onChange }: FormAccessTabProps) {
  return (
    <div className="flex flex-col gap-6">
      {ACCESS_RULE_TYPES.map(({ type, label }) => (
        <section key={type} aria-label={label} className="flex flex-col gap-2 rounded-md border p-3">
          <h3 className="font-semibold">{label}</h3>
          <AccessRuleEditor
            orgGuid={orgGuid}
            ruleType={type}
            kinds={FORM_KINDS}
            readOnly={readOnly}
            deleteTitle="Delete Rule"
            rules={(form.formRules ?? [])
              .filter((rule) => rule.ruleType === type)
              .map((rule) => ({ ...rule, kind: rule.roleGroupOrIndividual }))}
            onAdd={(draft) => {
              const problem = formAccessRuleProblem(form, draft);
              if (!problem) onChange(withFormAccessRule(form, draft, `new-${crypto.randomUUID()}`));
              return problem;
            }}
            onDelete={(guid) => onChange(withoutFormAccessRule(form, guid))}
          />
        </section>
      ))}
    </div>
  );
}
