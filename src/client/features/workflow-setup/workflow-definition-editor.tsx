import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type { NamedReference, WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { isNewDefinition } from '../../../shared/workflows/definition-draft.ts';
import { EditorDrawer, ViewOrEditButtons } from '../../components/editor-drawer.tsx';
import { useGuardedClose } from '../../components/use-guarded-close.ts';
import { DrawerBody, DrawerFooter, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import {
  definitionBody,
  definitionProblems,
  firstMessage,
  hasChanges,
  onlyColumnsChanged,
  type EntityTypeChoice,
  type FieldErrors,
} from './definition-form.ts';
import { ListsPanel } from '../lists/lists-panel.tsx';
import { DisplayColumnsTab } from './display-columns-tab.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { WorkflowFormsTab } from './workflow-forms-tab.tsx';
import { WorkflowPropertiesTab } from './workflow-properties-tab.tsx';

export interface WorkflowDefinitionEditorProps {
  /**
   * The definition as stored now. The draft starts from it when the editor opens; its forms (the Forms
   * tab's own calls) may change while the editor stays open.
   */
  definition: WorkflowDefinition;
  /** Setup Basic (or Setup Items): may edit; View Setup only looks. */
  canEdit: boolean;
  /** A super admin also makes and edits public lists on the Lists tab. */
  superAdmin: boolean;
  entityTypes: readonly EntityTypeChoice[];
  groups: readonly NamedReference[];
  /**
   * Stores the definition (created when its guid is a placeholder; `columnsOnly` when nothing but the list
   * columns changed); rejects with the server's refusal.
   */
  onSave: (definition: WorkflowDefinition, columnsOnly: boolean) => Promise<WorkflowDefinition>;
  /** The stored definition after a save; the editor is reopened on it in view mode. */
  onSaved: (saved: WorkflowDefinition) => void;
  onClose: () => void;
}

/**
 * The workflow definition editor drawer (spec 2.10, 4.9). A saved definition opens read-only with Edit; a
 * new one opens editable. Statuses and time frames are checked as they are typed, the name on Save; what
 * the server refuses is shown beside its field (and toasted by the api-client).
 */
export function WorkflowDefinitionEditor(props: WorkflowDefinitionEditorProps) {
  const { definition, canEdit, superAdmin, entityTypes, groups, onSave, onSaved, onClose } = props;
  const isNew = isNewDefinition(definition.guid);
  const [draft, setDraft] = useState(definition);
  const [editing, setEditing] = useState(isNew && canEdit);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = hasChanges(definition, draft);
  const guard = useGuardedClose(dirty, onClose, saving);

  const problems = definitionProblems(draft);
  const { name: nameProblem, ...listProblems } = problems;
  const errors: FieldErrors = {
    ...listProblems,
    ...(attempted && nameProblem ? { name: nameProblem } : {}),
    ...refused,
  };

  const change = (changes: Partial<WorkflowDefinition>) => {
    setDraft((previous) => ({ ...previous, ...changes }));
    setRefused({});
  };
  const save = async () => {
    setAttempted(true);
    const blocking = firstMessage(problems);
    if (blocking) return void toast.error(blocking);
    setSaving(true);
    try {
      const saved = await onSave(definitionBody(draft), onlyColumnsChanged(definition, draft));
      toast.success('Saved');
      onSaved(saved);
    } catch (error) {
      setRefused(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const title = isNew ? 'New Workflow' : definition.name;
  return (
    <EditorDrawer guard={guard}>
      <DrawerHeader>
        <DrawerTitle>{title}</DrawerTitle>
      </DrawerHeader>
      <DrawerBody>
        <Tabs defaultValue="properties">
          <TabsList>
            <TabsTrigger value="properties">Workflow Properties</TabsTrigger>
            {!isNew && <TabsTrigger value="forms">Forms</TabsTrigger>}
            {!isNew && <TabsTrigger value="lists">Lists</TabsTrigger>}
            {/* The list's columns name the forms' questions, so they are set once the definition exists. */}
            {!isNew && <TabsTrigger value="columns">Display Columns</TabsTrigger>}
          </TabsList>
          <TabsContent value="properties">
            <WorkflowPropertiesTab
              draft={draft}
              stored={definition}
              readOnly={!editing}
              entityTypes={entityTypes}
              groups={groups}
              errors={errors}
              onChange={change}
            />
          </TabsContent>
          {!isNew && (
            <TabsContent value="forms">
              <WorkflowFormsTab definition={definition} canEdit={canEdit} />
            </TabsContent>
          )}
          {!isNew && (
            // The workflow's own lists (its PDF-code list among them); its forms' questions may read them.
            <TabsContent value="lists">
              <ListsPanel
                scope={{ orgGuid: definition.orgGuid, workflowDefinitionGuid: definition.guid }}
                superAdmin={superAdmin}
                setupBasic={canEdit}
              />
            </TabsContent>
          )}
          {!isNew && (
            <TabsContent value="columns">
              <DisplayColumnsTab
                columns={draft.questionsToShow ?? []}
                forms={definition.formDefinitions ?? []}
                readOnly={!editing}
                errors={errors}
                onChange={(questionsToShow) => change({ questionsToShow })}
              />
            </TabsContent>
          )}
        </Tabs>
      </DrawerBody>
      <DrawerFooter>
        <ViewOrEditButtons
          guard={guard}
          editing={editing}
          canEdit={canEdit}
          saveDisabled={saving || (!dirty && !isNew)}
          onSave={() => void save()}
          onEdit={() => setEditing(true)}
        />
      </DrawerFooter>
    </EditorDrawer>
  );
}
