import { useAccessRuleNames } from '../../workflow-setup/api/workflow-forms.ts';
import {
  useWorkflowDefinitionDetails,
  useWorkflowDefinitionList,
} from '../../workflow-setup/api/workflow-definitions.ts';

/** The organisation's workflows by name, for the workflow status and time frame strips. */
export function useWorkflowChoices(orgGuid: string) {
  const list = useWorkflowDefinitionList(orgGuid);
  return (list.data ?? []).map((definition) => ({ key: definition.guid, value: definition.name }));
}

/** The statuses and time frames of one workflow; empty until one is chosen. */
export function useWorkflowDetails(orgGuid: string, workflowGuid: string | null | undefined) {
  const details = useWorkflowDefinitionDetails(orgGuid, workflowGuid ?? 'new');
  const definition = workflowGuid ? details.data : undefined;
  return {
    statuses: (definition?.statusList ?? []).map((status) => ({ key: status.code, value: status.label })),
    timeFrames: (definition?.timeFrames ?? []).map((frame) => ({ key: frame.code, value: frame.label })),
  };
}

/** The organisation's user groups (login account strip) and everyone access rules may name. */
export function useAccessChoices(orgGuid: string) {
  return useAccessRuleNames(orgGuid).data ?? { groups: [], roles: [], users: [], entities: [] };
}

/** A choice as the pickers show it: the stored key and the name people read. */
export interface Choice {
  key: string;
  value: string;
}
