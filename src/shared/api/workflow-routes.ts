import type {
  CreateWorkflowDefinitionFormQuery,
  CreateWorkflowInstanceBody,
  FormDefinition,
  FormResponse,
  GetAllWorkflowDefinitionDtosResponse,
  GetWorkflowDtosResponse,
  GetWorkflowQuery,
  GetWorkflowResponse,
  UpdateWorkflowDefinitionListingBody,
  WorkflowDefinition,
  WorkflowDefinitionOrgQuery,
  WorkflowEventTriggerQuery,
  WorkflowInstance,
  UpdateWorkflowStepOrderBody,
} from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** Workflow definitions as the workflow screens read them and the setup screens change them, and workflow instances. */
export const workflowRoutes = {
  getAllWorkflowDefinitionDtos: defineRoute('GET', '/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos', {
    query: ofType<WorkflowDefinitionOrgQuery>(),
    response: ofType<GetAllWorkflowDefinitionDtosResponse>(),
  }),
  getWorkflowDefinition: defineRoute(
    'GET',
    '/api/WorkflowDefinition/:workflowDefinitionGuid/:orgGuid/GetWorkflowDefinition',
    {
      response: ofType<WorkflowDefinition>(),
    },
  ),
  createWorkflowDefinition: defineRoute('POST', '/api/WorkflowDefinition/CreateWorkflowDefinition', {
    query: ofType<WorkflowDefinitionOrgQuery>(),
    body: ofType<WorkflowDefinition>(),
    response: ofType<WorkflowDefinition>(),
  }),
  updateWorkflowDefinition: defineRoute(
    'PUT',
    '/api/WorkflowDefinition/:workflowDefinitionGuid/UpdateWorkflowDefinition',
    { body: ofType<WorkflowDefinition>(), response: ofType<WorkflowDefinition>() },
  ),
  updateWorkflowDefinitionListing: defineRoute(
    'PUT',
    '/api/WorkflowDefinition/:workflowDefinitionGuid/UpdateWorkflowDefinitionListing',
    { body: ofType<UpdateWorkflowDefinitionListingBody>(), response: ofType<WorkflowDefinition>() },
  ),
  createWorkflowDefinitionForm: defineRoute('POST', '/api/WorkflowDefinition/CreateWorkflowDefinitionForm', {
    query: ofType<CreateWorkflowDefinitionFormQuery>(),
    response: ofType<FormDefinition>(),
  }),
  updateWorkflowStepOrder: defineRoute(
    'PUT',
    '/api/FormDefinition/:workflowDefinitionGuid/UpdateWorkflowStepOrder',
    { body: ofType<UpdateWorkflowStepOrderBody>(), response: ofType<WorkflowDefinition>() },
  ),
  getWorkflowDtos: defineRoute(
    'GET',
    '/api/WorkflowInstance/:orgGuid/:workflowDefinitionGuid/:includeArchived/GetWorkflowDtos',
    { response: ofType<GetWorkflowDtosResponse>() },
  ),
  createWorkflowInstance: defineRoute(
    'POST',
    '/api/WorkflowInstance/:workflowDefinitionGuid/:entityGuid/:orgGuid/CreateWorkflowInstance',
    { body: ofType<CreateWorkflowInstanceBody>(), response: ofType<GetWorkflowResponse>() },
  ),
  createWorkflowInstanceWithoutEntityGuid: defineRoute(
    'POST',
    '/api/WorkflowInstance/:workflowDefinitionGuid/:orgGuid/CreateWorkflowInstanceWithoutEntityGuid',
    { body: ofType<CreateWorkflowInstanceBody>(), response: ofType<GetWorkflowResponse>() },
  ),
  getWorkflow: defineRoute('GET', '/api/WorkflowInstance/:workflowGuid/GetWorkflow', {
    query: ofType<GetWorkflowQuery>(),
    response: ofType<GetWorkflowResponse>(),
  }),
  updateWorkflow: defineRoute('PUT', '/api/WorkflowInstance/:workflowGuid/UpdateWorkflow', {
    body: ofType<WorkflowInstance>(),
    response: ofType<GetWorkflowResponse>(),
  }),
  /** Another response of a step form that allows several (Multiple?), up to the form's maximum. */
  createWorkflowFormResponse: defineRoute(
    'POST',
    '/api/WorkflowInstance/:workflowGuid/:formDefinitionGuid/CreateWorkflowFormResponse',
    { response: ofType<GetWorkflowResponse>() },
  ),
  /** Records a workflow event by code (a name stamp's or button's action). */
  createWorkflowEventTrigger: defineRoute(
    'PUT',
    '/api/WorkflowInstance/:workflowGuid/CreateWorkflowEventTrigger',
    {
      query: ofType<WorkflowEventTriggerQuery>(),
      response: ofType<undefined>(),
    },
  ),
  /** Starts the workflow's response of one of its main forms (StandaloneForm), once. */
  startWorkflowMainForm: defineRoute(
    'POST',
    '/api/WorkflowInstance/:workflowGuid/:formDefinitionGuid/StartWorkflowMainForm',
    { response: ofType<FormResponse>() },
  ),
};
