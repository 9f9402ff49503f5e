import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  FormDefinition,
  FormResponse,
  FormResponseStatus,
} from '../../../shared/generated/types.gen.ts';
import { withListOptions } from '../../../shared/lists/list-options.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callApi } from '../../lib/api.ts';
import { createApiBackend } from '../renderer/api-backend.ts';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import type { RendererWorkflow } from '../renderer/renderer-workflow.ts';
import { useViewer } from '../renderer/use-viewer.ts';
import { appFeedback } from '../tech-forms/app-feedback.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { workflowQueryKey } from './api/workflow-queries.ts';

/**
 * One response of a step form, rendered inside its workflow. The form and response it opened with stay for as
 * long as the panel is open: a new read of the workflow (after a status move) reaches the open response
 * through `workflow`, so edits under way are kept.
 */
export function StepResponse({
  form,
  response,
  workflow,
}: {
  form: FormDefinition;
  response: FormResponse;
  workflow: RendererWorkflow;
}) {
  const { userInfo, org } = useCurrentOrg(true);
  const queryClient = useQueryClient();
  // List-backed questions read the workflow's lists as they were when the panel opened, like the form.
  const [opened] = useState(() => ({ form: withListOptions(form, workflow.lists), response }));
  const viewer = useViewer(userInfo, org);
  const orgView = useMemo(
    () => ({ guid: opened.response.orgGuid, name: org?.name ?? '' }),
    [opened, org?.name],
  );
  const workflowGuid = workflow.guid;
  // Other forms' rules read this response's status and the answers it shares: the workflow is read again.
  const refreshWorkflow = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: workflowQueryKey(workflowGuid) }),
    [queryClient, workflowGuid],
  );
  const backend = useMemo(() => {
    const api = createApiBackend(
      callApi,
      {
        formDefinitionGuid: opened.form.guid,
        responseGuid: opened.response.guid,
        orgGuid: opened.response.orgGuid,
      },
      appFeedback,
    );
    return {
      ...api,
      updateFormStatus: async (status: FormResponseStatus) => {
        const result = await api.updateFormStatus(status);
        refreshWorkflow();
        return result;
      },
    };
  }, [opened, refreshWorkflow]);
  const sharesAnswers = opened.form.components.some(
    (element) => element.properties.makeAvailableToOtherForms === true,
  );
  const onAnswersChanged = sharesAnswers ? refreshWorkflow : undefined;
  if (!viewer) return <Skeleton className="h-32 w-full" />;
  return (
    <FormRenderer
      form={opened.form}
      response={opened.response}
      backend={backend}
      viewer={viewer}
      org={orgView}
      displayMode="fill"
      splitPages={false}
      showTableOfContents={false}
      showAnswers={false}
      onAnswersChanged={onAnswersChanged}
      workflow={workflow}
      live
    />
  );
}
