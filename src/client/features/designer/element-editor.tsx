import { X } from 'lucide-react';
import type { FormDefinition, FormElement } from '../../../shared/generated/types.gen.ts';
import { elementEntry, isElementType } from '../../../shared/elements/element-lookup.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ComputedTab } from './computed/computed-tab.tsx';
import { offersComputedTab } from './computed/computed-event.ts';
import { ElementActions } from './element-actions.tsx';
import { useSaveProblems } from './save-problems.ts';
import { ElementPropertyForm } from './property-panel/element-property-form.tsx';
import { elementUnlinked } from './property-panel/element-panel-schema.ts';
import { useListDefinitions } from '../lists/api/list-definitions.ts';
import { ElementRulesContent, ElementRulesTrigger } from './rules/element-rules-tab.tsx';
import { SectionAccessContents, SectionAccessTriggers } from './access/section-access-tabs.tsx';

export interface ElementEditorProps {
  form: FormDefinition;
  element: FormElement;
  readOnly: boolean;
  /** The draft as it is now: a keystroke's draft is shown a frame or two after it is made. */
  latestForm: () => FormDefinition;
  /** `edit` names a run of typing in one element, which undo takes back as one step. */
  onChange: (form: FormDefinition, edit?: string) => void;
  onClose: () => void;
}

/** The side panel (spec 2.8): header with label, type and guid; the Properties tab; element actions. */
export function ElementEditor({
  form,
  element,
  readOnly,
  latestForm,
  onChange,
  onClose,
}: ElementEditorProps) {
  // `edit` null makes the change a step of its own (choosing a computation), not part of a run of typing.
  // The element is put into the draft as it is now, which may hold a keystroke this render has not shown.
  const changeElement = (next: FormElement, edit: string | null = `properties:${next.guid}`) => {
    const latest = latestForm();
    onChange(
      {
        ...latest,
        components: latest.components.map((candidate) => (candidate.guid === next.guid ? next : candidate)),
      },
      edit ?? undefined,
    );
  };
  const typeLabel = isElementType(element.type) ? elementEntry(element.type).label : element.type;
  const problems = useSaveProblems(element.guid);
  // The lists of the Lists tab, which list-backed choice elements may read their options from.
  const lists = useListDefinitions({ orgGuid: form.orgGuid ?? '', formDefinitionGuid: form.guid });
  return (
    <aside
      aria-label="Element properties"
      className="flex w-96 shrink-0 flex-col gap-3 rounded-md border p-3"
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {element.label?.replace(/<[^>]*>/g, '').trim() || typeLabel}
          </h2>
          <p className="text-xs text-muted-foreground">{typeLabel}</p>
          <p className="font-mono text-xs text-muted-foreground" data-testid="element-guid">
            {element.guid}
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Stop editing" onClick={onClose}>
          <X />
        </Button>
      </header>
      {problems.length > 0 && (
        <div className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive">
          <p className="font-medium">The last save was refused here:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        <ElementActions
          form={form}
          element={element}
          readOnly={readOnly}
          onChange={onChange}
          onRemoved={onClose}
        />
      </div>
      <Tabs key={element.guid} defaultValue="properties">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="properties">Properties</TabsTrigger>
          {offersComputedTab(element) && <TabsTrigger value="computed">Computed</TabsTrigger>}
          <ElementRulesTrigger form={form} element={element} />
          <SectionAccessTriggers form={form} element={element} />
        </TabsList>
        <TabsContent value="properties" className="max-h-[70vh] overflow-y-auto pr-1">
          <ElementPropertyForm
            element={element}
            readOnly={readOnly}
            onChange={changeElement}
            optionsLists={{
              lists: lists.data,
              // Unlinking is one undo step of its own, not part of a run of typing.
              unlink: (list) => changeElement(elementUnlinked(element, list), null),
            }}
          />
        </TabsContent>
        {offersComputedTab(element) && (
          <TabsContent value="computed" className="max-h-[70vh] overflow-y-auto pr-1">
            <ComputedTab
              components={form.components}
              element={element}
              readOnly={readOnly}
              onChange={(next, typing) => changeElement(next, typing ? `computed:${next.guid}` : null)}
            />
          </TabsContent>
        )}
        <ElementRulesContent form={form} element={element} />
        <SectionAccessContents form={form} element={element} readOnly={readOnly} onChange={onChange} />
      </Tabs>
    </aside>
  );
}
