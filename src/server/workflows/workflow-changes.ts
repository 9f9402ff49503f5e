import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entities } from '../db/tables/entities.ts';
import { loginAccountOrgs } from '../db/tables/organisations.ts';
import { workflowEventTriggers } from '../db/tables/workflows.ts';
import { badRequest, forbidden, notFound } from '../http/problem.ts';
import type { StatusListEntry, WorkflowInstance } from '../../shared/generated/types.gen.ts';
import {
  WORKFLOW_MESSAGES,
  decideWorkflowChange,
  type WorkflowContext,
  type WorkflowEvent,
} from '../../shared/machines/workflow.machine.ts';
import { createInitialRows } from '../answers/initial-rows.ts';
import { createFormResponse } from '../repositories/form-responses.ts';
import type { WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import {
  insertWorkflowInstance,
  loadWorkflowInstanceRow,
  updateWorkflowInstanceRow,
  type WorkflowInstanceRow,
} from '../repositories/workflow-instances.ts';
import { elementMovesTo } from './element-move-facts.ts';
import { initialStepInstances } from '../../shared/workflows/step-instances.ts';
import {
  filledInAResponse,
  mayCreateWorkflows,
  workflowRights,
  type WorkflowCaller,
} from './workflow-access.ts';
import { INSTANCE_NOT_FOUND } from '../resources/workflow-resources.ts';
import { workflowForms } from './workflow-forms.ts';

// Creating and changing workflow instances. Every status move and archive goes through the workflow machine.

export const WORKFLOW_CHANGE_MESSAGES = {
  guestsCannotCreate: 'Guests cannot create workflows.',
  entityRequired: 'Please select a user to create a workflow for',
  entityNotFound: 'Entity instance not found',
  definitionArchived: 'This workflow definition is archived; no new workflows can be made from it.',
  nameRequired: 'Please enter a name for the workflow.',
  unarchive: 'This workflow is archived and cannot be edited.',
  eventCodeMissing: 'Event code is missing.',
} as const;

const NO_PERMISSION = WORKFLOW_MESSAGES.noPermission;

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((transaction) => work(transaction as unknown as Db));

/** Creates a workflow in the first status with a response of each step form (spec 2.5, 3.5). */
export async function createWorkflow(
  db: Db,
  who: WorkflowCaller,
  definition: WorkflowDefinitionRow,
  entityGuid: string | null,
  name: string | undefined,
): Promise<WorkflowInstanceRow> {
  if (!mayCreateWorkflows(who)) throw forbidden(WORKFLOW_CHANGE_MESSAGES.guestsCannotCreate);
  if (definition.archivedAt) throw badRequest(WORKFLOW_CHANGE_MESSAGES.definitionArchived);
  if (definition.entityDefinitionGuid && !entityGuid)
    throw badRequest(WORKFLOW_CHANGE_MESSAGES.entityRequired, {
      entityGuid: [WORKFLOW_CHANGE_MESSAGES.entityRequired],
    });
  let forUser = who.loginAccountGuid;
  let ownerName: string | null = null;
  if (entityGuid) {
    const [entity] = await db
      .select({ name: entities.name, type: entities.entityDefinitionGuid })
      .from(entities)
      .where(and(eq(entities.guid, entityGuid), eq(entities.orgGuid, definition.orgGuid)));
    if (!entity || (definition.entityDefinitionGuid && entity.type !== definition.entityDefinitionGuid))
      throw notFound(WORKFLOW_CHANGE_MESSAGES.entityNotFound);
    ownerName = entity.name;
    // The step responses are made for the person the entity stands for, when it is a person of the organisation.
    const [person] = await db
      .select({ guid: loginAccountOrgs.loginAccountGuid })
      .from(loginAccountOrgs)
      .where(
        and(eq(loginAccountOrgs.entityGuid, entityGuid), eq(loginAccountOrgs.orgGuid, definition.orgGuid)),
      );
    if (person) forUser = person.guid;
  }
  const statusList = definition.statusList as StatusListEntry[];
  const workflowName = name?.trim() || (ownerName ? `${definition.name} - ${ownerName}` : definition.name);
  const forms = await workflowForms(db, definition.guid);
  return inTx(db, async (tx) => {
    const instance = await insertWorkflowInstance(tx, {
      orgGuid: definition.orgGuid,
      workflowDefinitionGuid: definition.guid,
      name: workflowName.slice(0, 250),
      status: statusList[0]!.code,
      entityGuid,
      createdByLoginAccountGuid: who.loginAccountGuid,
    });
    for (const form of forms.filter((candidate) => candidate.formType === 'InlineForm')) {
      for (let n = 0; n < initialStepInstances(form.metaInfo); n += 1) {
        const response = await createFormResponse(tx, {
          formDefinitionGuid: form.guid,
          orgGuid: definition.orgGuid,
          userGuid: forUser,
          createdByUserGuid: who.loginAccountGuid,
          name: form.name,
          workflowGuid: instance.guid,
        });
        await createInitialRows(tx, form, response.guid, who.loginAccountGuid);
      }
    }
    return instance;
  });
}

/**
 * UpdateWorkflow: the body is the whole workflow. A new name needs edit rights; a new status or archivedAt is
 * sent to the workflow machine, which refuses what it does not allow. Runs with the instance row locked;
 * returns the workflow as stored afterwards.
 */
export async function updateWorkflow(
  db: Db,
  who: WorkflowCaller,
  workflowGuid: string,
  definition: WorkflowDefinitionRow,
  body: WorkflowInstance,
): Promise<WorkflowInstanceRow> {
  return inTx(db, async (tx) => {
    const stored = await loadWorkflowInstanceRow(tx, workflowGuid, true);
    if (!stored) throw notFound(INSTANCE_NOT_FOUND);
    const wantsArchive = body.archivedAt != null && stored.archivedAt === null;
    // Whether the caller filled in one of its forms matters only to archiving (spec 4.6).
    const rights = workflowRights(
      who,
      definition.groupsWithAllAccess,
      stored,
      wantsArchive && (await filledInAResponse(tx, who, stored.guid)),
    );
    if (!rights.mayRead) throw notFound(INSTANCE_NOT_FOUND);
    // Saving is editing, even when nothing differs: readers who may not edit are told so.
    if (!rights.mayEdit) throw forbidden(NO_PERMISSION);
    let facts: WorkflowContext = {
      status: stored.status,
      statusList: definition.statusList as StatusListEntry[],
      archivedAt: stored.archivedAt?.toISOString() ?? null,
    };
    if (body.archivedAt == null && stored.archivedAt !== null)
      throw badRequest(WORKFLOW_CHANGE_MESSAGES.unarchive);
    const name = body.name.trim();
    if (!name)
      throw badRequest(WORKFLOW_CHANGE_MESSAGES.nameRequired, {
        name: [WORKFLOW_CHANGE_MESSAGES.nameRequired],
      });
    const events: WorkflowEvent[] = [];
    if (name !== stored.name || body.status !== stored.status) {
      // A rename alone is a status 'move' to where it is: the machine checks edit rights and the archive.
      // Setup staff choose any status; anyone else moves along a button, review or stamp able to make the move.
      const elementMoves =
        rights.isSetup || body.status === stored.status
          ? []
          : await elementMovesTo(
              tx,
              stored.guid,
              await workflowForms(tx, definition.guid),
              who.loginAccountGuid,
              body.status,
            );
      events.push({
        type: 'status.move',
        to: body.status,
        source: rights.isSetup ? 'select' : 'element',
        permissions: rights,
        elementMoves,
      });
    }
    if (wantsArchive) events.push({ type: 'archive', at: new Date().toISOString(), permissions: rights });
    if (events.length === 0) return stored;
    for (const event of events) {
      const decision = decideWorkflowChange(facts, event);
      if (!decision.ok) {
        throw decision.problem === NO_PERMISSION ? forbidden(decision.problem) : badRequest(decision.problem);
      }
      facts = decision.next;
    }
    return updateWorkflowInstanceRow(tx, stored.guid, {
      name: name.slice(0, 250),
      status: facts.status,
      archivedAt: facts.archivedAt ? new Date(facts.archivedAt) : null,
    });
  });
}

/** Records an event asked for by a name stamp or button; what the event sends comes with e-mail templates. */
export async function recordEventTrigger(
  db: Db,
  who: WorkflowCaller,
  instance: WorkflowInstanceRow,
  definition: WorkflowDefinitionRow,
  eventCode: string | undefined,
): Promise<void> {
  const code = eventCode?.trim();
  if (!code)
    throw badRequest(WORKFLOW_CHANGE_MESSAGES.eventCodeMissing, {
      eventCode: [WORKFLOW_CHANGE_MESSAGES.eventCodeMissing],
    });
  const rights = workflowRights(
    who,
    definition.groupsWithAllAccess,
    instance,
    await filledInAResponse(db, who, instance.guid),
  );
  if (!rights.mayRead) throw notFound(INSTANCE_NOT_FOUND);
  if (!rights.mayEdit) throw forbidden(NO_PERMISSION);
  if (instance.archivedAt) throw badRequest(WORKFLOW_CHANGE_MESSAGES.unarchive);
  await db.insert(workflowEventTriggers).values({
    workflowGuid: instance.guid,
    eventCode: code,
    triggeredByLoginAccountGuid: who.loginAccountGuid,
  });
}
