import { useMemo, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import type {
  FormDefinition,
  FormResponse,
  GetWorkflowResponse,
  WorkflowInstance,
} from '../../../shared/generated/types.gen.ts';
import { decideWorkflowChange, workflowStatusLabel } from '../../../shared/machines/workflow.machine.ts';
import { workflowRights } from '../../../shared/workflows/workflow-rights.ts';
import { formatDateDisplay } from '../../../shared/format/date-format.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { showFailure } from '../../lib/show-failure.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useStartMainForm, useUpdateWorkflow, useWorkflow } from './api/workflow-queries.ts';
import { initialPanels, savePanels } from './panel-state.ts';
import { StepInstances } from './step-instances.tsx';
import { StepResponse } from './step-response.tsx';
import type { RendererWorkflow } from '../renderer/renderer-workflow.ts';
import { useRendererWorkflow } from './use-renderer-workflow.ts';
import { useLiveWorkflow } from './use-live-workflow.ts';
import { WorkflowFormsPanel } from './workflow-forms-panel.tsx';
import { WorkflowTitle } from './workflow-title.tsx';

export interface WorkflowDrawerProps {
  workflowGuid: string;
  /** The whole screen wide: the one workflow of a Workflows home page (spec 2.4). */
  fullScreen?: boolean;
  onClose: () => void;
}

/** The workflow drawer (spec 2.6): title and status, the step forms as panels, and the setup extras. */
export function WorkflowDrawer({ workflowGuid, fullScreen = false, onClose }: WorkflowDrawerProps) {
  const loaded = useWorkflow(workflowGuid);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent
        width={fullScreen ? '100vw' : 'min(1100px, 100vw)'}
        // Escape in a field that uses it itself (the title being edited) is that field's, not the drawer's.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-owns-escape]'))
            event.preventDefault();
        }}
      >
        {loaded.isError ? (
          <DrawerBody>
            <p className="text-sm text-destructive">Failed to load workflow</p>
          </DrawerBody>
        ) : loaded.data ? (
          <WorkflowDrawerBody workflow={loaded.data.workflow} loaded={loaded.data} />
        ) : (
          <DrawerBody>
            <DrawerTitle className="sr-only">Workflow</DrawerTitle>
            <Skeleton className="h-64 w-full" />
          </DrawerBody>
        )}
      </DrawerContent>
    </Drawer>
  );
}

function WorkflowDrawerBody({
  workflow,
  loaded,
}: {
  workflow: WorkflowInstance;
  loaded: GetWorkflowResponse;
}) {
  const { userInfo, org } = useCurrentOrg(true);
  const liveError = useLiveWorkflow(workflow.guid);
  const update = useUpdateWorkflow(workflow.guid);
  const startMainForm = useStartMainForm(workflow.guid);
  const [archiving, setArchiving] = useState(false);
  const definition = workflow.workflowDefinition!;
  const statusList = definition.statusList;
  const responses = workflow.formResponses ?? [];
  const filledIn = responses.some((response) => response.createdByUserGuid === userInfo?.userGuid);
  // The server's own rules (spec 4.6, 6), so the pencil and Archive show for those it lets use them.
  const permissions = workflowRights(
    {
      loginAccountGuid: userInfo?.userGuid ?? '',
      superAdmin: userInfo?.superAdmin === true,
      roles: new Set(org?.roles ?? []),
      entityGuid: org?.entityDto?.guid ?? null,
      groupGuids: org?.groupGuids ?? [],
    },
    definition.groupsWithAllAccess ?? [],
    { entityGuid: workflow.entityGuid, createdByLoginAccountGuid: workflow.createdByUserGuid },
    filledIn,
  );
  const { isSetup } = permissions;
  const rendererWorkflow = useRendererWorkflow(loaded, isSetup);
  const archived = Boolean(workflow.archivedAt);
  const mayArchive = decideWorkflowChange(
    { status: workflow.status, statusList, archivedAt: workflow.archivedAt ?? null },
    { type: 'archive', at: new Date().toISOString(), permissions },
  ).ok;

  const save = async (changed: WorkflowInstance, message: string) => {
    const { formResponses: _responses, workflowDefinition: _definition, ...body } = changed;
    try {
      await update.mutateAsync(body as WorkflowInstance);
      toast.success(message);
    } catch (failure) {
      showFailure(failure, 'workflow update');
      throw failure;
    }
  };
  const saveQuietly = (changed: WorkflowInstance, message: string) =>
    void save(changed, message).catch(() => undefined);

  const steps = (definition.formDefinitions ?? []).filter((form) => form.formType === 'InlineForm');
  const visibleSteps = steps.filter((form) => {
    const only = form.metaInfo?.showOnlyForWorkflowStatuses ?? [];
    return only.length === 0 || only.includes(workflow.status);
  });
  const mainForms = (definition.formDefinitions ?? []).filter((form) => form.formType === 'StandaloneForm');

  return (
    <>
      <DrawerHeader>
        <WorkflowTitle
          // A saved name is the title's new starting point.
          key={workflow.name}
          name={workflow.name}
          canRename={permissions.mayEdit && !archived}
          onRename={(name) => save({ ...workflow, name }, 'Workflow updated')}
        />
        <p className="text-sm text-muted-foreground">{workflowStatusLabel(statusList, workflow.status)}</p>
        {/* Everyone who opens it learns why nothing can be changed. */}
        {workflow.archivedAt && (
          <p className="text-sm text-muted-foreground">
            Archived {formatDateDisplay(workflow.archivedAt, 'date-time')}
          </p>
        )}
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
        {liveError && (
          <p role="alert" className="text-sm text-destructive">
            {liveError}
          </p>
        )}
        {(isSetup || mayArchive) && (
          <div className="flex flex-wrap items-end gap-4">
            {isSetup && (
              <div className="flex flex-col gap-1">
                <Label htmlFor="workflow-change-status">Change Status</Label>
                <NativeSelect
                  id="workflow-change-status"
                  value={workflow.status}
                  disabled={archived || update.isPending}
                  onChange={(event) =>
                    saveQuietly({ ...workflow, status: event.target.value }, 'Workflow status updated')
                  }
                >
                  {statusList.map((status) => (
                    <option key={status.code} value={status.code}>
                      {status.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {mayArchive && (
              <Button variant="outline" onClick={() => setArchiving(true)} disabled={update.isPending}>
                Archive
              </Button>
            )}
            {isSetup && <p className="font-mono text-xs text-muted-foreground">{workflow.guid}</p>}
          </div>
        )}
        <StepPanels
          workflow={workflow}
          steps={visibleSteps}
          responses={responses}
          rendererWorkflow={rendererWorkflow}
        />
        {mainForms.length > 0 && (
          <WorkflowFormsPanel
            forms={mainForms}
            responses={responses}
            canStart={permissions.mayEdit && !archived}
            onStart={(formGuid) => startMainForm.mutate(formGuid)}
            starting={startMainForm.isPending}
            renderResponse={(form, response) => (
              <StepResponse form={form} response={response} workflow={rendererWorkflow} />
            )}
          />
        )}
      </DrawerBody>
      <ConfirmDialog
        open={archiving}
        title="Archive"
        message="This will archive this workflow. Continue?"
        confirmLabel="Archive"
        onCancel={() => setArchiving(false)}
        onConfirm={() => {
          setArchiving(false);
          saveQuietly({ ...workflow, archivedAt: new Date().toISOString() }, 'Workflow updated');
        }}
      />
    </>
  );
}

function StepPanels({
  workflow,
  steps,
  responses,
  rendererWorkflow,
}: {
  workflow: WorkflowInstance;
  steps: readonly FormDefinition[];
  responses: readonly FormResponse[];
  rendererWorkflow: RendererWorkflow;
}) {
  const panelForms = useMemo(
    () =>
      steps.map((form) => ({
        guid: form.guid,
        name: form.name,
        displayOnStatus: form.metaInfo?.displayOnStatus,
      })),
    [steps],
  );
  const [open, setOpen] = useState(() =>
    initialPanels(sessionStorage, workflow.guid, panelForms, workflow.status),
  );
  const toggle = (formGuid: string, next: boolean) => {
    const changed = { ...open, [formGuid]: next };
    setOpen(changed);
    savePanels(sessionStorage, workflow.guid, panelForms, changed);
  };
  return (
    <div className="flex flex-col gap-3">
      {steps.map((form) => {
        const formResponses = responses.filter((response) => response.formDefinitionGuid === form.guid);
        return (
          <details
            key={form.guid}
            open={open[form.guid] === true}
            onToggle={(event) => {
              const next = (event.currentTarget as HTMLDetailsElement).open;
              if (next !== (open[form.guid] === true)) toggle(form.guid, next);
            }}
            className="rounded-md border"
          >
            <summary className="cursor-pointer px-3 py-2 font-medium">
              {form.name}
              {form.metaInfo?.showStatusInWorkflowView && formResponses[0]
                ? ` · ${formResponses[0].status}`
                : ''}
            </summary>
            {open[form.guid] && (
              <StepInstances form={form} responses={formResponses} workflow={rendererWorkflow} />
            )}
          </details>
        );
      })}
    </div>
  );
}
