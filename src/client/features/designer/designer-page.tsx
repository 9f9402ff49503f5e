import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.tsx';
import type { FormDefinition, FormType } from '../../../shared/generated/types.gen.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { Viewer } from '../renderer/response-template-context.ts';
import { formDefinitionQueryOptions } from '../tech-forms/api/get-form-definition.ts';
import { useUpdateFormDefinition } from './api/update-form-definition.ts';
import { DesignerPreview } from './designer-preview.tsx';
import { useActiveDesignerTab, useDesignerToggles } from './designer-preferences.ts';
import { DesignerToolbar } from './designer-toolbar.tsx';
import { DesignerDraftContext } from './designer-draft.ts';
import { DesignerHeader, type DesignerBackTo } from './designer-header.tsx';
import { DESIGNER_TABS, DesignerTabs } from './designer-tabs.tsx';
import { useLatest } from '../../elements/parts/actions/use-latest.ts';
import { KeyboardTips } from './keyboard-tips.tsx';
import { archivedCount } from './archived-elements.ts';
import { saveBlocker } from './save-blocker.ts';
import { useAutosave } from './use-autosave.ts';
import { useDesignerHistory } from './use-designer-history.ts';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';
import { useDesignerSession } from './use-designer-session.ts';
import { DesignerEditors } from './designer-editors.tsx';
import { RulesDrawer } from './rules/rules-drawer.tsx';
import { DesignerRulesContext } from './rules/rules-drawer-context.ts';
import { useRulesDrawer } from './rules/use-rules-drawer.ts';
import { UploadFormJsonDialog } from './upload-form-json-dialog.tsx';
import { SaveProblemsContext, saveProblemsOf, type SaveProblems } from './save-problems.ts';

export interface DesignerPageProps {
  stored: FormDefinition;
  /** Setup Basic in the form's organisation, or super admin: may change the form. */
  canEdit: boolean;
  superAdmin: boolean;
  viewer: Viewer;
  org: { guid: string; name: string };
  /** Where the link back leads. */
  backTo: DesignerBackTo;
  /** What the form belongs to, shown above its name. */
  context?: string;
  /** The Form Properties tab's Form Type choices. */
  formTypes: readonly FormType[];
}

/** The form designer (spec 2.8): tabs, Preview/Design switch, toggles, Cancel and Save. */
export function DesignerPage(props: DesignerPageProps) {
  const { stored, canEdit, superAdmin, viewer, org, backTo, context, formTypes } = props;
  const history = useDesignerHistory(stored);
  const { draft } = history;
  const { toggles, setToggle } = useDesignerToggles();
  const [tab, setTab] = useActiveDesignerTab(DESIGNER_TABS, 'design');
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

  // The title row and the tabs are memoised: their callbacks are the same for good, and a drop or a keystroke
  // changes none of their props (the open tab reads the draft from its context).
  const latestSaveForm = useLatest(saveForm);
  const onSave = useCallback(() => latestSaveForm.current(), [latestSaveForm]);
  const onUpload = useCallback(() => setUploading(true), []);
  const onDiscard = useCallback(() => setDiscarding(true), []);
  const onOpenRules = useCallback(() => openRules(null), [openRules]);

  const page = (
    <div className="flex flex-col gap-4">
      <DesignerHeader
        backTo={backTo}
        context={context}
        name={draft.name}
        previewing={previewing}
        onPreviewingChange={setPreviewing}
        mayEdit={mayEdit}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        canSave={history.dirty && !save.isPending}
        onUndo={history.undo}
        onRedo={history.redo}
        onUpload={onUpload}
        onDiscard={onDiscard}
        onSave={onSave}
      />
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
        <DesignerTabs
          tab={tab}
          onTabChange={setTab}
          orgGuid={orgGuid}
          formDefinitionGuid={stored.guid}
          superAdmin={superAdmin}
          mayEdit={mayEdit}
          onOpenRules={onOpenRules}
          formTypes={formTypes}
          readOnly={readOnly}
          splitPages={toggles.splitPages}
          showQuestionCodes={toggles.showQuestionCodes}
          showArchived={toggles.showArchived}
          selectedGuid={selectedGuid}
          onSelect={setSelectedGuid}
          latestForm={history.latest}
          onChange={history.change}
        />
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
      <SaveProblemsContext.Provider value={saveProblems}>
        <DesignerDraftContext.Provider value={draft}>{page}</DesignerDraftContext.Provider>
      </SaveProblemsContext.Provider>
    </DesignerRulesContext.Provider>
  );
}
