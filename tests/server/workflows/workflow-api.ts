import type { TestApp } from '../../support/test-app.ts';
import { DEFAULT_STATUSES } from './workflow-fixtures.ts';

/** The editor's body for a new definition (spec 4.9: guid 'new', the default statuses and frame). */
export const newDefinitionBody = (orgGuid: string, values: Record<string, unknown> = {}) => ({
  guid: 'new',
  orgGuid,
  name: 'Incident Report',
  entityDefinitionGuid: null,
  statusList: DEFAULT_STATUSES,
  timeFrames: [{ code: 'Default', label: 'Default', startDate: null, endDate: null }],
  questionsToShow: [{ metaCode: 'Name', label: 'Name' }],
  groupsWithAllAccess: [],
  ...values,
});

/** Shortcuts for the workflow calls, as one caller. */
export function workflowApi(t: TestApp, token: string) {
  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    json,
    createDefinition: (orgGuid: string, body: unknown) =>
      json('POST', `/api/WorkflowDefinition/CreateWorkflowDefinition?orgGuid=${orgGuid}`, body),
    getDefinition: (guid: string, orgGuid: string) =>
      json('GET', `/api/WorkflowDefinition/${guid}/${orgGuid}/GetWorkflowDefinition`),
    updateDefinition: (guid: string, body: unknown) =>
      json('PUT', `/api/WorkflowDefinition/${guid}/UpdateWorkflowDefinition`, body),
    addForm: (guid: string, formName: string, step = true) =>
      json(
        'POST',
        `/api/WorkflowDefinition/CreateWorkflowDefinitionForm?workflowDefinitionGuid=${guid}&formName=${encodeURIComponent(formName)}&isCreatingWorkflowStep=${step}`,
      ),
    create: (definitionGuid: string, orgGuid: string, entityGuid?: string, name?: string) =>
      json(
        'POST',
        entityGuid
          ? `/api/WorkflowInstance/${definitionGuid}/${entityGuid}/${orgGuid}/CreateWorkflowInstance`
          : `/api/WorkflowInstance/${definitionGuid}/${orgGuid}/CreateWorkflowInstanceWithoutEntityGuid`,
        name === undefined ? {} : { name },
      ),
    get: (workflowGuid: string) => json('GET', `/api/WorkflowInstance/${workflowGuid}/GetWorkflow`),
    update: (workflowGuid: string, body: unknown) =>
      json('PUT', `/api/WorkflowInstance/${workflowGuid}/UpdateWorkflow`, body),
    list: (orgGuid: string, definitionGuid: string, includeArchived = false) =>
      json('GET', `/api/WorkflowInstance/${orgGuid}/${definitionGuid}/${includeArchived}/GetWorkflowDtos`),
  };
}
