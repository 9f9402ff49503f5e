import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { FormDefinition, FormResponse, WorkflowInstance } from '../../../shared/generated/types.gen.ts';
import { decideWorkflowChange, workflowStatusLabel } from '../../../shared/machines/workflow.machine.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle } from '../../components/ui/drawer.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { api } from '../../lib/api.ts';
import { showFailure } from '../../lib/show-failure.ts';
import { createApiBackend } from '../renderer/api-backend.ts';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import type { Viewer } from '../renderer/response-template-context.ts';
import { appFeedback } from '../tech-forms/app-feedback.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useUpdateWorkflow, useWorkflow } from './api/workflow-queries.ts';
import { initialPanels, savePanels } from './panel-state.ts';

const SETUP_ROLES = ['SetupBasic', 'SetupItems'];
const VIEW_SETUP_ROLES = ['ViewSetup', ...SETUP_ROLES];

/** The workflow drawer (spec 2.6): title and status, the step forms as panels, and the setup extras. */
export function WorkflowDrawer({ workflowGuid, onClose }: { workflowGuid: string; onClose: () => void }) {
  const loaded = useWorkflow(workflowGuid);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent width="min(1100px, 100vw)">
        {loaded.isError ? (
          <DrawerBody>
            <p className="text-sm text-destructive">Failed to load workflow</p>
          </DrawerBody>
        ) : loaded.data ? (
          <WorkflowDrawerBody workflow={loaded.data.workflow} />
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

function WorkflowDrawerBody({ workflow }: { workflow: WorkflowInstance }) {
  const { userInfo, org } = useCurrentOrg(true);
  const update = useUpdateWorkflow(workflow.guid);
  const [archiving, setArchiving] = useState(false);
  const definition = workflow.workflowDefinition!;
  const statusList = definition.statusList;
  const roles = org?.roles ?? [];
  const superAdmin = userInfo?.superAdmin === true;
  const isSetup = superAdmin || roles.some((role) => SETUP_ROLES.includes(role));
  const viewsSetup = superAdmin || roles.some((role) => VIEW_SETUP_ROLES.includes(role));
  const responses = workflow.formResponses ?? [];
  const filledIn = responses.some((response) => response.createdByUserGuid === userInfo?.userGuid);
  const permissions = { mayEdit: true, isSetup, mayArchive: viewsSetup || filledIn };
  const archived = Boolean(workflow.archivedAt);
  const mayArchive = decideWorkflowChange(
    { status: workflow.status, statusList, archivedAt: workflow.archivedAt ?? null },
    { type: 'archive', at: new Date().toISOString(), permissions },
  ).ok;

  const save = (changed: WorkflowInstance, message: string) => {
    const { formResponses: _responses, workflowDefinition: _definition, ...body } = changed;
    update.mutate(body as WorkflowInstance, {
      onSuccess: () => void toast.success(message),
      onError: (failure) => showFailure(failure, 'workflow update'),
    });
  };

  const steps = (definition.formDefinitions ?? []).filter((form) => form.formType === 'InlineForm');
  const visibleSteps = steps.filter((form) => {
    const only = form.metaInfo?.showOnlyForWorkflowStatuses ?? [];
    return only.length === 0 || only.includes(workflow.status);
  });
  const mainForms = (definition.formDefinitions ?? []).filter((form) => form.formType === 'StandaloneForm');

  return (
    <>
      <DrawerHeader>
        <DrawerTitle>{workflow.name}</DrawerTitle>
        <p className="text-sm text-muted-foreground">{workflowStatusLabel(statusList, workflow.status)}</p>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
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
                    save({ ...workflow, status: event.target.value }, 'Workflow status updated')
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
            {archived && workflow.archivedAt && (
              <p className="text-sm text-muted-foreground">
                Archived {new Date(workflow.archivedAt).toLocaleString()}
              </p>
            )}
            {isSetup && <p className="font-mono text-xs text-muted-foreground">{workflow.guid}</p>}
          </div>
        )}
        <StepPanels workflow={workflow} steps={visibleSteps} responses={responses} />
        {mainForms.length > 0 && (
          <section aria-label="Forms" className="max-h-[250px] overflow-auto rounded-md border p-3">
            <h2 className="mb-2 font-medium">Forms</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {mainForms.map((form) => (
                <li key={form.guid}>
                  {form.name} · {form.formType} ·{' '}
                  {form.createdAt ? new Date(form.createdAt).toLocaleDateString() : ''} ·{' '}
                  {form.updatedAt ? new Date(form.updatedAt).toLocaleDateString() : ''}
                </li>
              ))}
            </ul>
          </section>
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
          save({ ...workflow, archivedAt: new Date().toISOString() }, 'Workflow updated');
        }}
      />
    </>
  );
}

function StepPanels({
  workflow,
  steps,
  responses,
}: {
  workflow: WorkflowInstance;
  steps: readonly FormDefinition[];
  responses: readonly FormResponse[];
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
            <div className="flex flex-col gap-4 p-3">
              {open[form.guid] &&
                formResponses.map((response) => (
                  <StepResponse key={response.guid} form={form} response={response} />
                ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}

function StepResponse({ form, response }: { form: FormDefinition; response: FormResponse }) {
  const { userInfo, org } = useCurrentOrg(true);
  const viewer = useMemo<Viewer | undefined>(
    () =>
      userInfo && {
        userGuid: userInfo.userGuid,
        loginName: userInfo.loginName,
        email: userInfo.email,
        entityName: org?.entityDto?.name ?? null,
        groupGuids: org?.groupGuids ?? [],
      },
    [userInfo, org],
  );
  const backend = useMemo(
    () =>
      createApiBackend(
        api,
        { formDefinitionGuid: form.guid, responseGuid: response.guid, orgGuid: response.orgGuid },
        appFeedback,
      ),
    [form.guid, response.guid, response.orgGuid],
  );
  if (!viewer) return <Skeleton className="h-32 w-full" />;
  return (
    <FormRenderer
      form={form}
      response={response}
      backend={backend}
      viewer={viewer}
      org={{ guid: response.orgGuid, name: org?.name ?? '' }}
      displayMode="fill"
      splitPages={false}
      showTableOfContents={false}
      showAnswers={false}
    />
  );
}
