import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { answerHistory, answers, formDefinitions, formElements, formResponses } from '../db/tables/forms.ts';
import { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
import type { FormRule, ListingColumn } from '../../shared/generated/types.gen.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { staffOnboarding } from './demo-onboarding.ts';
import {
  demoStatus,
  type DemoForm,
  type DemoWorkflow,
  type DemoWorkflowPeople,
} from './demo-workflow-types.ts';

// The workflows of the demo organisation, with a few instances in different statuses, so the workflow
// pages show something real on the first start.

const EMPTY_ROW = EMPTY_GUID;

const status = demoStatus;

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
    staffOnboarding(people),
  ];
}

/** A step's rules with guids, their targets and question conditions named by guid. */
function rulesOf(step: DemoForm, guidOf: (code: string) => string): FormRule[] {
  return (step.rules ?? []).map(
    (rule) =>
      ({
        guid: crypto.randomUUID(),
        elementGuid: guidOf(rule.target),
        elementQuestionCode: rule.target,
        ruleType: rule.ruleType,
        trueIfAny: false,
        conditions: rule.conditions.map((condition) => ({ guid: crypto.randomUUID(), ...condition })),
      }) as FormRule,
  );
}

/** A Linked Answer's link, from 'formCode:questionCode' of an earlier step. */
function linkOf(
  linkTo: string | undefined,
  forms: ReadonlyMap<string, string>,
  elementGuids: ReadonlyMap<string, string>,
): Record<string, unknown> {
  if (!linkTo) return {};
  const [formCode] = linkTo.split(':');
  return {
    linkedFormDefinitionGuid: forms.get(formCode!),
    linkedFormElementGuid: elementGuids.get(linkTo),
  };
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
        timeFrames: workflow.timeFrames ?? [
          { code: 'Default', label: 'Default', startDate: null, endDate: null },
        ],
        groupsWithAllAccess: workflow.groupsWithAllAccess ?? [],
      })
      .returning();
    const forms: { guid: string; name: string }[] = [];
    const formGuidByCode = new Map<string, string>();
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
          metaInfo: {
            displayOnStatus: [workflow.statusList[index]!.code],
            showStatusInWorkflowView: true,
            ...step.metaInfo,
          },
        })
        .returning();
      forms.push({ guid: form!.guid, name: step.name });
      formGuidByCode.set(step.formCode, form!.guid);
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
        ...step.elements.map(({ linkTo, ...element }) => ({
          guid: crypto.randomUUID(),
          parentGuid: sectionGuid,
          ...element,
          properties: { ...element.properties, ...linkOf(linkTo, formGuidByCode, elementGuids) },
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
      const rules = rulesOf(step, (code) => elementGuids.get(`${step.formCode}:${code}`)!);
      if (rules.length > 0)
        await tx.update(formDefinitions).set({ rules }).where(eq(formDefinitions.guid, form!.guid));
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
            userGuid: instance.forLoginAccountGuid ?? people.createdByLoginAccountGuid,
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
