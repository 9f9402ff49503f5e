import { and, eq } from 'drizzle-orm';
import { formDefinitions } from '../../../src/server/db/tables/forms.ts';
import { workflowDefinitions, workflowInstances } from '../../../src/server/db/tables/workflows.ts';
import { inOrg, type MatrixRow } from './matrix-kit.ts';
import type { World } from './matrix-world.ts';
import { designers } from './rows-forms.ts';

// Spec (forms-and-workflows 6, 7.3): everyone in the organisation reads the definitions (the side menu lists
// them); Setup Basic changes them. A workflow is read by its own entity, groups with access to all and setup
// viewers; it is changed by its own entity, those groups and setup staff. Guests never create workflows.

const everyone = inOrg([], { superAdmin: true });
/** Neither the workflow's own entity nor a setup viewer: the workflow looks missing to them. */
const strangers = { guest: 404, userAdmin: 404 } as const;

interface WorkflowWorld {
  /** A definition for the world's Staff Member entities, and one without an entity type. */
  forEntity: string;
  withoutEntity: string;
  /** A workflow made for the matrix member's entity. */
  workflow: string;
  /** A step form of `forEntity` that allows any number of responses. */
  repeatedStep: string;
}
const made = new WeakMap<World, WorkflowWorld>();

const statusList = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];

async function definition(w: World, name: string, entityDefinitionGuid: string | null) {
  const [row] = await w.t.database.db
    .insert(workflowDefinitions)
    .values({ orgGuid: w.orgA.guid, name, statusList, entityDefinitionGuid })
    .returning();
  return row!.guid;
}

async function workflowsOf(w: World): Promise<WorkflowWorld> {
  const known = made.get(w);
  if (known) return known;
  const forEntity = await definition(w, 'Matrix Care Plan', w.orgA.entityDefinitionGuid);
  const withoutEntity = await definition(w, 'Matrix Audit', null);
  const [instance] = await w.t.database.db
    .insert(workflowInstances)
    .values({
      orgGuid: w.orgA.guid,
      workflowDefinitionGuid: forEntity,
      name: 'Matrix workflow',
      status: 'Started',
      entityGuid: w.accounts.member!.entityGuids[w.orgA.guid]!,
    })
    .returning();
  const [step] = await w.t.database.db
    .insert(formDefinitions)
    .values({
      orgGuid: w.orgA.guid,
      name: 'Matrix Visit',
      formType: 'InlineForm',
      formCode: 'matrixVisit',
      workflowDefinitionGuid: forEntity,
      metaInfo: { multipleInstancesAllowed: true },
    })
    .returning();
  const world = { forEntity, withoutEntity, workflow: instance!.guid, repeatedStep: step!.guid };
  made.set(w, world);
  return world;
}

/** A workflow for the matrix member's entity whose definition has a main form not started yet. */
async function workflowWithMainForm(w: World) {
  const { forEntity } = await workflowsOf(w);
  const db = w.t.database.db;
  let [main] = await db
    .select({ guid: formDefinitions.guid })
    .from(formDefinitions)
    // Its step forms belong to the same definition: only a StandaloneForm is a main form.
    .where(
      and(
        eq(formDefinitions.workflowDefinitionGuid, forEntity),
        eq(formDefinitions.formType, 'StandaloneForm'),
      ),
    );
  main ??= (
    await db
      .insert(formDefinitions)
      .values({
        orgGuid: w.orgA.guid,
        name: 'Matrix Summary',
        formType: 'StandaloneForm',
        formCode: 'MatrixSummary',
        workflowDefinitionGuid: forEntity,
      })
      .returning({ guid: formDefinitions.guid })
  )[0]!;
  const [instance] = await db
    .insert(workflowInstances)
    .values({
      orgGuid: w.orgA.guid,
      workflowDefinitionGuid: forEntity,
      name: 'Matrix workflow with a summary',
      status: 'Started',
      entityGuid: w.accounts.member!.entityGuids[w.orgA.guid]!,
    })
    .returning();
  return { workflow: instance!.guid, form: main.guid };
}

async function storedDefinition(w: World, guid: string) {
  const response = await w.t.request({
    method: 'GET',
    url: `/api/WorkflowDefinition/${guid}/${w.orgA.guid}/GetWorkflowDefinition`,
    token: w.tokens.superAdminOutside,
  });
  const { formDefinitions: _forms, ...body } = response.json() as Record<string, unknown>;
  return body;
}

async function storedWorkflow(w: World, guid: string) {
  const response = await w.t.request({
    method: 'GET',
    url: `/api/WorkflowInstance/${guid}/GetWorkflow`,
    token: w.tokens.superAdminOutside,
  });
  const {
    formResponses: _responses,
    workflowDefinition: _definition,
    ...workflow
  } = (response.json() as { workflow: Record<string, unknown> }).workflow;
  return workflow;
}

/** Rows of /api/WorkflowDefinition, /api/WorkflowInstance and UpdateWorkflowStepOrder. */
export const workflowRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos',
    access: everyone,
    ownOrgRead: true,
    request: async (w, { org }) => {
      await workflowsOf(w);
      return { url: '/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos', query: { orgGuid: org } };
    },
  },
  {
    method: 'GET',
    path: '/api/WorkflowDefinition/{workflowDefinitionGuid}/{orgGuid}/GetWorkflowDefinition',
    access: everyone,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/WorkflowDefinition/${(await workflowsOf(w)).forEntity}/${org}/GetWorkflowDefinition`,
    }),
  },
  {
    method: 'POST',
    path: '/api/WorkflowDefinition/CreateWorkflowDefinition',
    access: designers,
    request: (w) => ({
      url: '/api/WorkflowDefinition/CreateWorkflowDefinition',
      query: { orgGuid: w.orgA.guid },
      payload: { guid: 'new', orgGuid: w.orgA.guid, name: 'Matrix New', statusList },
    }),
  },
  {
    method: 'POST',
    path: '/api/WorkflowDefinition/CreateWorkflowDefinitionForm',
    access: designers,
    request: async (w) => ({
      url: '/api/WorkflowDefinition/CreateWorkflowDefinitionForm',
      query: { workflowDefinitionGuid: await definition(w, 'Matrix Forms', null), formName: 'Step' },
    }),
  },
  {
    method: 'PUT',
    path: '/api/WorkflowDefinition/{workflowDefinitionGuid}/UpdateWorkflowDefinition',
    access: designers,
    request: async (w) => {
      const guid = (await workflowsOf(w)).withoutEntity;
      return {
        url: `/api/WorkflowDefinition/${guid}/UpdateWorkflowDefinition`,
        payload: { ...(await storedDefinition(w, guid)), name: 'Matrix Audit' },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/WorkflowDefinition/{workflowDefinitionGuid}/UpdateWorkflowDefinitionListing',
    access: designers,
    request: async (w) => ({
      url: `/api/WorkflowDefinition/${(await workflowsOf(w)).withoutEntity}/UpdateWorkflowDefinitionListing`,
      payload: { questionsToShow: [{ metaCode: 'Name', label: 'Name' }] },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/WorkflowDefinition/{workflowDefinitionGuid}/DeleteWorkflowDefinition',
    access: designers,
    smuggle: true,
    // A spare definition each time: deleting is for good.
    request: async (w, { org }) => ({
      url: `/api/WorkflowDefinition/${await definition(w, 'Matrix Spare', null)}/DeleteWorkflowDefinition`,
      query: { orgGuid: org },
    }),
  },
  {
    method: 'PUT',
    path: '/api/FormDefinition/{workflowDefinitionGuid}/UpdateWorkflowStepOrder',
    access: designers,
    request: async (w) => ({
      url: `/api/FormDefinition/${(await workflowsOf(w)).withoutEntity}/UpdateWorkflowStepOrder`,
      payload: [],
    }),
  },
  {
    method: 'GET',
    path: '/api/WorkflowInstance/{orgGuid}/{workflowDefinitionGuid}/{includeArchived}/GetWorkflowDtos',
    access: everyone,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/WorkflowInstance/${org}/${(await workflowsOf(w)).forEntity}/true/GetWorkflowDtos`,
    }),
  },
  {
    method: 'GET',
    path: '/api/WorkflowInstance/{orgGuid}/{workflowDefinitionGuid}/{includeArchived}/{entityGuid}/GetWorkflowDtos',
    access: everyone,
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/WorkflowInstance/${org}/${(await workflowsOf(w)).forEntity}/false/${w.accounts.member!.entityGuids[w.orgA.guid]}/GetWorkflowDtos`,
    }),
  },
  {
    method: 'GET',
    path: '/api/WorkflowInstance/{workflowGuid}/GetWorkflow',
    access: everyone,
    expect: strangers,
    request: async (w) => ({ url: `/api/WorkflowInstance/${(await workflowsOf(w)).workflow}/GetWorkflow` }),
  },
  {
    method: 'POST',
    path: '/api/WorkflowInstance/{workflowDefinitionGuid}/{entityGuid}/{orgGuid}/CreateWorkflowInstance',
    access: everyone,
    expect: { guest: 403 },
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/WorkflowInstance/${(await workflowsOf(w)).forEntity}/${w.accounts.member!.entityGuids[w.orgA.guid]}/${org}/CreateWorkflowInstance`,
      payload: { name: 'Matrix made' },
    }),
  },
  {
    method: 'POST',
    path: '/api/WorkflowInstance/{workflowDefinitionGuid}/{orgGuid}/CreateWorkflowInstanceWithoutEntityGuid',
    access: everyone,
    expect: { guest: 403 },
    smuggle: true,
    request: async (w, { org }) => ({
      url: `/api/WorkflowInstance/${(await workflowsOf(w)).withoutEntity}/${org}/CreateWorkflowInstanceWithoutEntityGuid`,
      payload: {},
    }),
  },
  {
    method: 'PUT',
    path: '/api/WorkflowInstance/{workflowGuid}/UpdateWorkflow',
    access: everyone,
    // View Setup reads every workflow but edits only its own (spec 6).
    expect: { ...strangers, viewSetup: 403 },
    request: async (w, { caller }) => {
      const guid = (await workflowsOf(w)).workflow;
      return {
        url: `/api/WorkflowInstance/${guid}/UpdateWorkflow`,
        payload: { ...(await storedWorkflow(w, guid)), name: `Matrix workflow (${caller})` },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/WorkflowInstance/{workflowGuid}/{formDefinitionGuid}/CreateWorkflowFormResponse',
    access: everyone,
    expect: { ...strangers, viewSetup: 403 },
    request: async (w) => {
      const { workflow, repeatedStep } = await workflowsOf(w);
      return { url: `/api/WorkflowInstance/${workflow}/${repeatedStep}/CreateWorkflowFormResponse` };
    },
  },
  {
    method: 'POST',
    path: '/api/WorkflowInstance/{workflowGuid}/{formDefinitionGuid}/StartWorkflowMainForm',
    access: everyone,
    expect: { ...strangers, viewSetup: 403 },
    // A workflow of its own each time: a main form is started once per workflow.
    request: async (w) => {
      const { workflow, form } = await workflowWithMainForm(w);
      return { url: `/api/WorkflowInstance/${workflow}/${form}/StartWorkflowMainForm` };
    },
  },
  {
    method: 'PUT',
    path: '/api/WorkflowInstance/{workflowGuid}/CreateWorkflowEventTrigger',
    access: everyone,
    expect: { ...strangers, viewSetup: 403 },
    request: async (w) => ({
      url: `/api/WorkflowInstance/${(await workflowsOf(w)).workflow}/CreateWorkflowEventTrigger`,
      query: { eventCode: 'matrix' },
    }),
  },
];
