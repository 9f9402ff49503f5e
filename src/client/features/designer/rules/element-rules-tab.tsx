import type { FormDefinition, FormElement } from '../../../../shared/generated/types.gen.ts';
import { ruleCountsOf } from '../../../../shared/designer/rule-drafts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TabsContent, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDesignerRules } from './rules-drawer-context.ts';

/** The element editor's Rules tab trigger, with the count of conditions that concern the element (spec 2.8). */
export function ElementRulesTrigger({ form, element }: { form: FormDefinition; element: FormElement }) {
  return <TabsTrigger value="rules">Rules ({ruleCountsOf(form, element.guid).total})</TabsTrigger>;
}

/** The Rules tab: how many conditions hide the element, make it read-only or read it; Edit Rules opens the drawer on it. */
export function ElementRulesContent({ form, element }: { form: FormDefinition; element: FormElement }) {
  const rules = useDesignerRules();
  const counts = ruleCountsOf(form, element.guid);
  return (
    <TabsContent value="rules" className="flex flex-col gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Rule counts">
        <dt>Hidden when</dt>
        <dd>{counts.hidden}</dd>
        <dt>Read-only when</dt>
        <dd>{counts.readOnly}</dd>
        <dt>Used in conditions</dt>
        <dd>{counts.readBy}</dd>
      </dl>
      {rules && (
        <Button size="sm" variant="outline" onClick={() => rules.open(element.guid)}>
          Edit Rules
        </Button>
      )}
    </TabsContent>
  );
}
