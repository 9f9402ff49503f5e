import type { FormDefinition, FormElement } from '../../../../shared/generated/types.gen.ts';
import {
  ACCESS_RULE_TYPES,
  sectionRuleProblem,
  withSectionRule,
  withoutSectionRule,
} from '../../../../shared/designer/access-rule-drafts.ts';
import { isSectionType } from '../../../../shared/elements/element-lookup.ts';
import { TabsContent, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDesignerRules } from '../rules/rules-drawer-context.ts';
import { AccessRuleEditor } from './access-rule-editor.tsx';

export interface SectionAccessProps {
  form: FormDefinition;
  element: FormElement;
  readOnly: boolean;
  onChange: (form: FormDefinition) => void;
}

const SECTION_KINDS = ['Groups', 'Roles', 'Users'] as const;

/** For a section, one tab trigger per section rule type (spec 2.8). */
export function SectionAccessTriggers({ form, element }: Pick<SectionAccessProps, 'form' | 'element'>) {
  if (!isSectionType(element.type)) return null;
  return ACCESS_RULE_TYPES.map(({ type, label }) => {
    const count = (form.sectionRules ?? []).filter(
      (rule) => rule.sectionGuid === element.guid && rule.sectionRuleType === type,
    ).length;
    return (
      <TabsTrigger key={type} value={`access:${type}`}>
        {label} ({count})
      </TabsTrigger>
    );
  });
}

/** The section access rule editor of each section rule type. */
export function SectionAccessContents({ form, element, readOnly, onChange }: SectionAccessProps) {
  const orgGuid = useDesignerRules()?.orgGuid ?? form.orgGuid ?? '';
  if (!isSectionType(element.type)) return null;
  return ACCESS_RULE_TYPES.map(({ type }) => (
    <TabsContent key={type} value={`access:${type}`}>
      <AccessRuleEditor
        orgGuid={orgGuid}
        ruleType={type}
        kinds={SECTION_KINDS}
        readOnly={readOnly}
        deleteTitle="Delete Section Rule"
        rules={(form.sectionRules ?? [])
          .filter((rule) => rule.sectionGuid === element.guid && rule.sectionRuleType === type)
          .map((rule) => ({ ...rule, kind: rule.roleGroupOrIndividual }))}
        onAdd={(draft) => {
          const problem = sectionRuleProblem(form, element.guid, draft);
          if (!problem) onChange(withSectionRule(form, element.guid, draft, `new-${crypto.randomUUID()}`));
          return problem;
        }}
        onDelete={(guid) => onChange(withoutSectionRule(form, guid))}
      />
    </TabsContent>
  ));
}
