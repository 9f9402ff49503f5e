import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { answerHistory, answers, formDefinitions, formElements, formResponses } from '../db/tables/forms.ts';
import { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
import type { ListingColumn, StatusListEntry } from '../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';

// Two workflows of the demo organisation, with a few instances in different statuses, so the workflow
// pages show something real on the first start.

const EMPTY_ROW = EMPTY_GUID;

interface DemoElement {
  type: string;
  label: string;
  questionCode: string;
  properties?: Record<string, unknown>;
}

interface DemoForm {
  name: string;
  formCode: string;
  elements: DemoElement[];
}

interface DemoWorkflow {
  name: string;
  entityDefinitionGuid: string | null;
  statusList: StatusListEntry[];
  steps: DemoForm[];
  /** Listing columns besides the name column; answer columns name a question code of the first step. */
  columns: (ListingColumn | { answerOf: string; label: string })[];
  instances: {
    name: string;
    status: string;
    entityGuid: string | null;
    archived?: boolean;
    answers: Record<string, unknown>;
  }[];
}

export interface DemoWorkflowPeople {
  orgGuid: string;
  clientDefinitionGuid: string;
  /** Entities of the Client type, by name. */
  clients: ReadonlyMap<string, string>;
  createdByLoginAccountGuid: string;
}

const status = (code: string, label: string, isEndpoint = false): StatusListEntry => ({
  code,
  label,
  isEndpoint,
});

function demoWorkflows(people: DemoWorkflowPeople): DemoWorkflow[] {
  const client = (name: string) => people.clients.get(name) ?? null;
  return [
    {
      name: 'Client Intake',
      entityDefinitionGuid: people.clientDefinitionGuid,
      statusList: [
        status('Referred', 'Referred'),
        status('Assessment', 'Assessment'),
        status('CarePlanActive', 'Care Plan Active'),
        status('Discharged', 'Discharged', true),
      ],
      steps: [
        {
          name: 'Referral',
          formCode: 'referral',
          elements: [
            {
              type: 'SimpleText',
              label: 'Referred by',
              questionCode: 'referredBy',
              properties: { makeAvailableToOtherForms: true },
            },
            { type: 'Date', label: 'Referral date', questionCode: 'referralDate' },
            {
              type: 'ChangeStatusButton',
              label: 'Start assessment',
              questionCode: 'startAssessment',
              properties: { changeWorkflowStatusTo: 'Assessment', buttonText: 'Start assessment' },
            },
          ],
        },
        {
          name: 'Assessment',
          formCode: 'assessment',
          elements: [
            { type: 'SimpleText', label: 'Needs identified', questionCode: 'needs' },
            {
              type: 'ChangeStatusButton',
              label: 'Activate care plan',
              questionCode: 'activate',
              properties: { changeWorkflowStatusTo: 'CarePlanActive', buttonText: 'Activate care plan' },
            },
          ],
        },
      ],
      columns: [
        { metaCode: 'For', label: 'For' },
        { metaCode: 'Status', label: 'Status' },
        { answerOf: 'referralDate', label: 'Referral date' },
        { metaCode: 'UpdatedAt', label: 'Updated' },
      ],
      instances: [
        {
          name: 'Intake - Jordan Client',
          status: 'Assessment',
          entityGuid: client('Jordan Client'),
          answers: { referredBy: 'Dr. Patel, North Clinic', referralDate: '2026-01-12' },
        },
        {
          name: 'Intake - Gale Guest',
          status: 'Referred',
          entityGuid: client('Gale Guest'),
          answers: { referredBy: 'Self-referral', referralDate: '2026-02-03' },
        },
        {
          name: 'Intake - Jordan Client (2025)',
          status: 'Discharged',
          entityGuid: client('Jordan Client'),
          archived: true,
          answers: { referredBy: 'Riverside Clinic', referralDate: '2025-03-20' },
        },
      ],
    },
    {
      name: 'Incident Report',
      entityDefinitionGuid: null,
      statusList: [
        status('Reported', 'Reported'),
        status('UnderReview', 'Under Review'),
        status('Closed', 'Closed', true),
      ],
      steps: [
        {
          name: 'Incident details',
          formCode: 'incident',
          elements: [
            { type: 'Date', label: 'Date of incident', questionCode: 'incidentDate' },
            { type: 'SimpleText', label: 'What happened', questionCode: 'whatHappened' },
            {
              type: 'ChangeStatusButton',
              label: 'Send for review',
              questionCode: 'sendForReview',
              properties: { changeWorkflowStatusTo: 'UnderReview', buttonText: 'Send for review' },
            },
          ],
        },
      ],
      columns: [
        { metaCode: 'Status', label: 'Status' },
        { answerOf: 'incidentDate', label: 'Date of incident' },
        { metaCode: 'UpdatedAt', label: 'Updated' },
      ],
      instances: [
        {
          name: 'Slip in the North Clinic hallway',
          status: 'UnderReview',
          entityGuid: null,
          answers: {
            incidentDate: '2026-02-14',
            whatHappened: 'A visitor slipped on a wet floor near reception; no injury.',
          },
        },
        {
          name: 'Medication fridge out of range',
          status: 'Reported',
          entityGuid: null,
          answers: {
            incidentDate: '2026-02-20',
            whatHappened: 'The fridge read 11 °C at opening; stock was moved to the backup fridge.',
          },
        },
        {
          name: 'Fire alarm test overran',
          status: 'Closed',
          entityGuid: null,
          answers: {
            incidentDate: '2026-01-08',
            whatHappened: 'The scheduled alarm test ran 20 minutes over; clients were informed.',
          },
        },
      ],
    },
  ];
}

/** Inserts the demo workflow definitions, their step forms and a few instances with answers. */
export async function insertDemoWorkflows(tx: Db, people: DemoWorkflowPeople): Promise<void> {
  const { orgGuid } = people;
  for (const workflow of demoWorkflows(people)) {
    const elementGuids = new Map<string, string>();
    const questions = new Map<string, { guid: string; type: string; form: string }>();
    const [definition] = await tx
      .insert(workflowDefinitions)
      .values({
        orgGuid,
        name: workflow.name,
        entityDefinitionGuid: workflow.entityDefinitionGuid,
        statusList: workflow.statusList,
        timeFrames: [{ code: 'Default', label: 'Default', startDate: null, endDate: null }],
      })
      .returning();
    const forms: { guid: string; name: string }[] = [];
    for (const [index, step] of workflow.steps.entries()) {
      const [form] = await tx
        .insert(formDefinitions)
        .values({
          orgGuid,
          name: step.name,
          formType: 'InlineForm',
          formCode: step.formCode,
          workflowDefinitionGuid: definition!.guid,
          sortOrder: index,
          formRules: [],
          metaInfo: { displayOnStatus: [workflow.statusList[index]!.code], showStatusInWorkflowView: true },
        })
        .returning();
      forms.push({ guid: form!.guid, name: step.name });
      const sectionGuid = crypto.randomUUID();
      const rows = [
        {
          guid: sectionGuid,
          type: 'Section',
          label: step.name,
          questionCode: `${step.formCode}Section`,
          parentGuid: null,
          properties: {},
        },
        ...step.elements.map((element) => ({
          guid: crypto.randomUUID(),
          parentGuid: sectionGuid,
          properties: {},
          ...element,
        })),
      ];
      for (const row of rows) {
        elementGuids.set(`${step.formCode}:${row.questionCode}`, row.guid);
        questions.set(row.questionCode, { guid: row.guid, type: row.type, form: step.formCode });
      }
      await tx.insert(formElements).values(
        rows.map((element, position) => ({
          guid: element.guid,
          formDefinitionGuid: form!.guid,
          position,
          type: element.type,
          questionCode: element.questionCode,
          parentGuid: element.parentGuid,
          element,
        })),
      );
    }
    const columns: ListingColumn[] = [
      { metaCode: 'Name', label: 'Name' },
      ...workflow.columns.map((column): ListingColumn => {
        if (!('answerOf' in column)) return column;
        const question = questions.get(column.answerOf)!;
        return {
          guid: question.guid,
          questionCode: column.answerOf,
          label: column.label,
          form: question.form,
          metaCode: null,
          type: question.type as ListingColumn['type'],
          isSecurityQuestion: false,
        };
      }),
    ];
    await tx.update(workflowDefinitions).set({ questionsToShow: columns }).where(eqGuid(definition!.guid));

    for (const instance of workflow.instances) {
      const [row] = await tx
        .insert(workflowInstances)
        .values({
          orgGuid,
          workflowDefinitionGuid: definition!.guid,
          name: instance.name,
          status: instance.status,
          entityGuid: instance.entityGuid,
          createdByLoginAccountGuid: people.createdByLoginAccountGuid,
          archivedAt: instance.archived ? new Date() : null,
        })
        .returning();
      for (const [index, form] of forms.entries()) {
        const step = workflow.steps[index]!;
        const [response] = await tx
          .insert(formResponses)
          .values({
            formDefinitionGuid: form.guid,
            orgGuid,
            workflowGuid: row!.guid,
            name: form.name,
            status: 'Draft',
            createdByUserGuid: people.createdByLoginAccountGuid,
            userGuid: people.createdByLoginAccountGuid,
          })
          .returning();
        const values = Object.entries(instance.answers).filter(([code]) =>
          elementGuids.has(`${step.formCode}:${code}`),
        );
        if (values.length === 0) continue;
        const keys = values.map(([code, value]) => ({
          formResponseGuid: response!.guid,
          formElementGuid: elementGuids.get(`${step.formCode}:${code}`)!,
          repeatableGroupGuid: EMPTY_ROW,
          value,
        }));
        await tx.insert(answers).values(
          keys.map(({ value, ...key }) => ({
            ...key,
            answerValue: value,
            updatedByLoginAccountGuid: people.createdByLoginAccountGuid,
          })),
        );
        // The history holds every answer, demo ones included.
        await tx.insert(answerHistory).values(
          keys.map(({ value, ...key }) => ({
            ...key,
            oldValue: null,
            newValue: value,
            changedByLoginAccountGuid: people.createdByLoginAccountGuid,
          })),
        );
      }
    }
  }
}

const eqGuid = (guid: string) => eq(workflowDefinitions.guid, guid);
