import { useState } from 'react';
import type { Condition, FormDefinition, FormRule } from '../../../../shared/generated/types.gen.ts';
import { draftOf, type EditedCondition, type RuleDraft } from '../../../../shared/designer/rule-drafts.ts';
import {
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
} from '../../../components/ui/drawer.tsx';
import { memoWhileClosed } from '../../../lib/memo-while-closed.ts';
import { RULE_STRIPS, RuleStrip } from './rule-strip.tsx';
import { RulesTable } from './rules-table.tsx';

export interface RulesDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: FormDefinition;
  orgGuid: string;
  readOnly: boolean;
  /** The element the drawer was opened for: new rules target it and the table shows its rules. */
  focusGuid: string | null;
  onChange: (form: FormDefinition) => void;
}

/**
 * The 'Edit Rules' drawer (spec 2.8, 5.7): the form rules table and the five rule-editor strips. Every change
 * goes into the designer's draft, so Save, Cancel and undo cover it.
 */
export const RulesDrawer = memoWhileClosed(function RulesDrawer({
  open,
  onOpenChange,
  form,
  orgGuid,
  readOnly,
  focusGuid,
  onChange,
}: RulesDrawerProps) {
  const [editing, setEditing] = useState<{ condition: EditedCondition; draft: RuleDraft } | null>(null);
  const [onlyFocused, setOnlyFocused] = useState(true);
  const edit = (rule: FormRule, condition: Condition) =>
    setEditing({
      condition: { ruleGuid: rule.guid, conditionGuid: condition.guid },
      draft: draftOf(rule, condition),
    });
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) setEditing(null);
        onOpenChange(next);
      }}
    >
      <DrawerContent width="min(1100px, 95%)">
        <DrawerHeader>
          <DrawerTitle>Edit Rules</DrawerTitle>
          <DrawerDescription>
            Hide an element or make it read-only while its conditions hold. Changes are kept when you save the
            form.
          </DrawerDescription>
        </DrawerHeader>
        <DrawerBody className="flex flex-col gap-4">
          <section aria-label="Rule editors" className="flex flex-col gap-3">
            {RULE_STRIPS.map((strip) => {
              const stripEditing = editing?.draft.conditionType === strip.conditionType ? editing : null;
              return (
                <RuleStrip
                  key={`${strip.conditionType}:${stripEditing?.condition.conditionGuid ?? 'new'}:${focusGuid ?? ''}`}
                  form={form}
                  orgGuid={orgGuid}
                  conditionType={strip.conditionType}
                  title={strip.title}
                  readOnly={readOnly}
                  defaultTarget={focusGuid}
                  editing={stripEditing}
                  onChange={onChange}
                  onDoneEditing={() => setEditing(null)}
                />
              );
            })}
          </section>
          <section aria-label="Form rules" className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <h3 className="font-semibold">Form rules</h3>
              {focusGuid && (
                <label className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={onlyFocused}
                    onChange={(event) => setOnlyFocused(event.target.checked)}
                  />
                  Only the selected element's rules
                </label>
              )}
            </div>
            <RulesTable
              form={form}
              orgGuid={orgGuid}
              readOnly={readOnly}
              onlyFor={onlyFocused ? focusGuid : null}
              onChange={onChange}
              onEdit={edit}
            />
          </section>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
});
