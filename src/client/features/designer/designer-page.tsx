import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Redo2, Undo2 } from 'lucide-react';
import { toast } from '../../components/ui/toast.tsx';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ListsPanel } from '../lists/lists-panel.tsx';
import type { Viewer } from '../renderer/response-template-context.ts';
import { formDefinitionQueryOptions } from '../tech-forms/api/get-form-definition.ts';
import { useUpdateFormDefinition } from './api/update-form-definition.ts';
import { DesignTab } from './design-tab.tsx';
import { DesignerPreview } from './designer-preview.tsx';
import { useActiveDesignerTab, useDesignerToggles } from './designer-preferences.ts';
import { DesignerToolbar } from './designer-toolbar.tsx';
import { FormPropertiesTab } from './form-properties-tab.tsx';
import { KeyboardTips } from './keyboard-tips.tsx';
import { archivedCount } from './archived-elements.ts';
import { saveBlocker } from './save-blocker.ts';
import { useAutosave } from './use-autosave.ts';
import { useDesignerHistory } from './use-designer-history.ts';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';
import { useDesignerSession } from './use-designer-session.ts';
import { DesignerEditors } from './designer-editors.tsx';
import { EditRulesButton } from './rules/edit-rules-button.tsx';
import { FormAccessTab } from './access/form-access-tab.tsx';
import { RulesDrawer } from './rules/rules-drawer.tsx';
import { DesignerRulesContext } from './rules/rules-drawer-context.ts';
import { useRulesDrawer } from './rules/use-rules-drawer.ts';
import { UploadFormJsonDialog } from './upload-form-json-dialog.tsx';
import { SaveProblemsContext, saveProblemsOf, type SaveProblems } from './save-problems.ts';

const TABS = ['properties', 'design', 'access', 'lists'] as const;

export interface DesignerPageProps {
  stored: FormDefinition;
  /** Setup Basic in the form's organisation, or super admin: may change the form. */
  canEdit: boolean;
  superAdmin: boolean;
  viewer: Viewer;
  org: { guid: string; name: string };
  /** Where the link back leads. */
  backTo: '/tech-forms' | '/setup-workflows';
}

/** The form designer (spec 2.8): tabs, Preview/Design switch, toggles, Cancel and Save. */
export function DesignerPage({ stored, canEdit, superAdmin, viewer, org, backTo }: DesignerPageProps) {
  const history = useDesignerHistory(stored);
  const { draft } = history;
  const { toggles, setToggle } = useDesignerToggles();
  const [tab, setTab] = useActiveDesignerTab(TABS, 'design');
  const [previewing, setPreviewing] = useState(false);
  const [selectedGuid, setSelectedGuid] = useState<string | null>(null);
  const [tipsOpen, setTipsOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saveProblems, setSaveProblems] = useState<SaveProblems>(new Map());
  const save = useUpdateFormDefinition();
  const queryClient = useQueryClient();
  // The form as last saved, from the server: after Cancel, and when someone else saved it.
  const reload = async () => {
    setSelectedGuid(null);
    const form = await queryClient.fetchQuery({ ...formDefinitionQueryOptions(stored.guid), staleTime: 0 });
    history.reset(form);
  };
  const session = useDesignerSession(stored.guid, canEdit, () => void reload());
  const mayEdit = session.mayEdit;
  const readOnly = !mayEdit;
  const rulesDrawer = useRulesDrawer();
  const { openRules } = rulesDrawer;
  const orgGuid = stored.orgGuid ?? org.guid;
  const designerRules = useMemo(() => ({ open: openRules, orgGuid }), [openRules, orgGuid]);

  const shortcuts = useMemo(
    () => ({
      openTips: () => setTipsOpen(true),
      toggleQuestionCodes: () => setToggle('showQuestionCodes', !toggles.showQuestionCodes),
      closePanel: () => setSelectedGuid(null),
      openRules: () => openRules(null),
    }),
    [setToggle, toggles.showQuestionCodes, openRules],
  );
  useDesignerShortcuts(shortcuts);

  // Resolves true when the server stored the draft; edits made meanwhile stay unsaved (autosave).
  // A refusal naming elements is also shown beside them, and the first of them is opened.
  const store = (sent: FormDefinition) =>
    save
      .mutateAsync(sent)
      .then((form) => {
        history.saved(form, sent);
        setSaveProblems(new Map());
        toast.success('Saved');
        return true;
      })
      .catch((error: unknown) => {
        const problems = saveProblemsOf(error, sent);
        setSaveProblems(problems);
        const first = problems.keys().next();
        if (!first.done) {
          setTab('design');
          setSelectedGuid(first.value);
        }
        return false;
      });
  // Saves take the draft as the history holds it, with a keystroke the page may not have shown yet.
  const saveForm = () => {
    const latest = history.latest();
    const blocker = saveBlocker(latest);
    if (blocker) {
      if (blocker.tab === 'properties') setTab('properties');
      toast.error(blocker.message);
      return;
    }
    void store(latest);
  };
  const autosavedAt = useAutosave({
    enabled: toggles.autosave && mayEdit,
    draft,
    dirty: history.dirty,
    canSave: () => !save.isPending && saveBlocker(history.latest()) === null,
    save: () => store(history.latest()),
  });
  // Discarding reloads the form from the server (spec 4.8).
  const discard = async () => {
    setDiscarding(false);
    await reload();
  };

  // The same element every render, so React leaves the tab list alone when the draft changes.
  const pageTabs = useMemo(
    () => (
      <TabsList>
        <TabsTrigger value="properties">Form Properties</TabsTrigger>
        <TabsTrigger value="design">Design</TabsTrigger>
        <TabsTrigger value="access">Access</TabsTrigger>
        <TabsTrigger value="lists">Lists</TabsTrigger>
      </TabsList>
    ),
    [],
  );

  const page = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={backTo}>
            <ArrowLeft /> Back
          </Link>
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-2xl font-semibold tracking-tight">{draft.name}</h1>
        <div role="group" aria-label="Preview or Design" className="flex rounded-md border p-0.5">
          <Button
            size="sm"
            variant={previewing ? 'ghost' : 'secondary'}
            aria-pressed={!previewing}
            onClick={() => setPreviewing(false)}
          >
            Design
          </Button>
          <Button
            size="sm"
            variant={previewing ? 'secondary' : 'ghost'}
            aria-pressed={previewing}
            onClick={() => setPreviewing(true)}
          >
            Preview
          </Button>
        </div>
        {mayEdit && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Undo"
              disabled={!history.canUndo}
              onClick={history.undo}
            >
              <Undo2 />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Redo"
              disabled={!history.canRedo}
              onClick={history.redo}
            >
              <Redo2 />
            </Button>
            <Button variant="outline" onClick={() => setUploading(true)}>
              Upload Form JSON
            </Button>
            <Button
              variant="outline"
              disabled={!history.dirty || save.isPending}
              onClick={() => setDiscarding(true)}
            >
              Cancel
            </Button>
            <Button disabled={!history.dirty || save.isPending} onClick={saveForm}>
              Save
            </Button>
          </>
        )}
      </div>
      {readOnly && (
        <p className="rounded-md border bg-muted px-3 py-2 text-sm" role="status">
          {session.lockHolder
            ? `Read only: ${session.lockHolder} is editing this form. You may look at it, and edit it once they have left and you open it again.`
            : "Read only: you may look at this form's design but not change it."}
        </p>
      )}
      <DesignerEditors editors={session.editors} />
      <DesignerToolbar
        toggles={toggles}
        onToggle={setToggle}
        archivedCount={archivedCount(draft.components)}
        status={autosavedAt && `Autosaved at ${autosavedAt.toLocaleTimeString('en-CA')}`}
      />
      {previewing ? (
        <DesignerPreview
          form={draft}
          viewer={viewer}
          org={org}
          splitPages={toggles.splitPages}
          applyRules={toggles.applyRules}
        />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          {pageTabs}
          {tab === 'design' && <EditRulesButton onOpen={() => openRules(null)} />}
          <TabsContent value="properties">
            <FormPropertiesTab form={draft} readOnly={readOnly} onChange={history.change} />
          </TabsContent>
          <TabsContent value="design">
            <DesignTab
              form={draft}
              readOnly={readOnly}
              splitPages={toggles.splitPages}
              showQuestionCodes={toggles.showQuestionCodes}
              showArchived={toggles.showArchived}
              selectedGuid={selectedGuid}
              onSelect={setSelectedGuid}
              latestForm={history.latest}
              onChange={history.change}
            />
          </TabsContent>
          <TabsContent value="access">
            <FormAccessTab form={draft} orgGuid={orgGuid} readOnly={readOnly} onChange={history.change} />
          </TabsContent>
          <TabsContent value="lists">
            <ListsPanel
              scope={{ orgGuid: stored.orgGuid ?? org.guid, formDefinitionGuid: stored.guid }}
              superAdmin={superAdmin}
              setupBasic={mayEdit}
            />
          </TabsContent>
        </Tabs>
      )}
      <KeyboardTips open={tipsOpen} onOpenChange={setTipsOpen} />
      <UploadFormJsonDialog
        open={uploading}
        onOpenChange={setUploading}
        orgGuid={orgGuid}
        formDefinitionGuid={stored.guid}
        description="The JSON replaces this form as it is stored, with the checks of a save; changes not saved here are dropped. Element events cannot be uploaded."
        onUploaded={(form) => {
          setSelectedGuid(null);
          history.reset(form);
          toast.success('Saved');
        }}
      />
      <ConfirmDialog
        open={discarding}
        title="Discard Changes"
        message="Discard your changes to this form? The form is reloaded as it was last saved."
        confirmLabel="Discard"
        cancelLabel="Continue Editing"
        destructive
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(false)}
      />
      <RulesDrawer
        open={rulesDrawer.open}
        onOpenChange={rulesDrawer.setOpen}
        form={draft}
        orgGuid={orgGuid}
        readOnly={readOnly}
        focusGuid={rulesDrawer.focusGuid}
        onChange={history.change}
      />
    </div>
  );
  return (
    <DesignerRulesContext.Provider value={designerRules}>
      <SaveProblemsContext.Provider value={saveProblems}>{page}</SaveProblemsContext.Provider>
    </DesignerRulesContext.Provider>
  );
}
