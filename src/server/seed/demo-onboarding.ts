import crypto from 'node:crypto';
import { demoStatus, type DemoWorkflow, type DemoWorkflowPeople } from './demo-workflow-types.ts';

// The demo's Staff Onboarding: a workflow for a Staff Member with three steps that show the form engine inside
// a workflow. Personal details lock the legal name once the workflow moves on and send it to paperwork with a
// Change Status button; Paperwork shows the name through a Linked Answer and goes to the manager with an Answer
// Review (and comes back when a required answer is removed); the manager signs off with a name stamp that
// approves the workflow. Managers see every onboarding.

const WORKFLOW_STATUS_AFTER = (status: string) => ({
  conditionType: 'WorkflowStatusBased',
  type: 'After',
  workflowStatus: status,
});

export function staffOnboarding(people: DemoWorkflowPeople): DemoWorkflow {
  const staff = (name: string) => people.staff.get(name);
  const manager = staff('Dana Admin');
  const signedOff = manager && [
    {
      guid: crypto.randomUUID(),
      userGuid: manager.loginAccountGuid,
      userName: 'Dana Admin',
      emailAddress: manager.email,
      timeStamped: '2026-01-22T16:05:00Z',
      revoked: false,
      timeRevoked: null,
    },
  ];
  const instance = (name: string, status: string, answers: Record<string, unknown>) => ({
    name: `Onboarding - ${name}`,
    status,
    entityGuid: staff(name)?.entityGuid ?? null,
    forLoginAccountGuid: staff(name)?.loginAccountGuid,
    answers,
  });
  return {
    name: 'Staff Onboarding',
    entityDefinitionGuid: people.staffDefinitionGuid,
    statusList: [
      demoStatus('Started', 'Started'),
      demoStatus('Paperwork', 'Paperwork'),
      demoStatus('ManagerReview', 'Manager Review'),
      demoStatus('Approved', 'Approved'),
      demoStatus('Completed', 'Completed', true),
    ],
    groupsWithAllAccess: [people.managersGroupGuid],
    steps: [
      {
        name: 'Personal details',
        formCode: 'details',
        metaInfo: { displayOnStatus: ['Started'] },
        elements: [
          {
            type: 'SimpleText',
            label: 'Full legal name',
            questionCode: 'fullName',
            properties: { makeAvailableToOtherForms: true, showOptionality: true },
          },
          {
            type: 'Date',
            label: 'Start date',
            questionCode: 'startDate',
            properties: { makeAvailableToOtherForms: true, showOptionality: true },
          },
          {
            type: 'SimpleText',
            label: 'Phone',
            questionCode: 'phone',
            properties: { validation: true, validationType: 'Phone', showOptionality: true },
          },
          {
            type: 'SimpleText',
            label: 'Emergency contact',
            questionCode: 'emergencyContact',
            properties: { showOptionality: true },
          },
          {
            type: 'ChangeStatusButton',
            label: 'Send to paperwork',
            questionCode: 'toPaperwork',
            properties: {
              changeWorkflowStatusTo: 'Paperwork',
              buttonText: 'Send to paperwork',
              disableIfUnansweredQuestions: true,
            },
          },
        ],
        // The legal name is what HR files the contract under: it is fixed once paperwork starts.
        rules: [{ target: 'fullName', ruleType: 'ReadOnly', conditions: [WORKFLOW_STATUS_AFTER('Started')] }],
      },
      {
        name: 'Paperwork',
        formCode: 'paperwork',
        metaInfo: { displayOnStatus: ['Paperwork'] },
        elements: [
          { type: 'LinkedAnswer', label: 'Employee', questionCode: 'employee', linkTo: 'details:fullName' },
          {
            type: 'SimpleText',
            label: 'Payroll number',
            questionCode: 'payrollNumber',
            properties: { showOptionality: true },
          },
          {
            type: 'Boolean',
            label: 'Employment contract signed',
            questionCode: 'contractSigned',
            properties: { displayFormat: 'YesNo', showOptionality: true },
          },
          {
            type: 'FileUpload',
            label: 'Police check',
            questionCode: 'policeCheck',
            properties: { isOptional: true, showOptionality: true },
          },
          {
            type: 'AnswerReview',
            label: 'Check and send',
            questionCode: 'review',
            properties: {
              changeToStatus: 'ReadyForSubmission',
              changeBackToStatus: 'Draft',
              changeWorkflowStatusTo: 'ManagerReview',
              changeWorkflowStatusBackTo: 'Paperwork',
              confirmButtonText: 'Send to manager',
              questionsRemainingText: 'Some paperwork is still missing.',
              noQuestionsRemainingText: 'All paperwork is in.',
              statusUpdatedText: 'Sent to the manager.',
            },
          },
        ],
      },
      {
        name: 'Manager approval',
        formCode: 'approval',
        metaInfo: { displayOnStatus: ['ManagerReview', 'Approved'] },
        elements: [
          {
            type: 'FormText',
            label: 'Summary',
            questionCode: 'summary',
            properties: {
              content:
                '<p>{{details:fullName|The new staff member}} starts on {{details:startDate|a date not given yet}}. This onboarding is at {{Workflow:StatusLabel}}.</p>',
            },
          },
          {
            type: 'SimpleText',
            label: 'Manager notes',
            questionCode: 'managerNotes',
            properties: { isOptional: true, isMultiline: true, showOptionality: true },
          },
          {
            type: 'NameStamp',
            label: 'Manager sign-off',
            questionCode: 'signOff',
            properties: {
              nameStampButtonText: 'Approve',
              nameStampRevokeButtonText: 'Withdraw approval',
              changeToStatus: 'Submitted',
              changeBackToStatus: 'Draft',
              changeWorkflowStatusTo: 'Approved',
              changeWorkflowStatusBackTo: 'ManagerReview',
            },
          },
        ],
      },
    ],
    columns: [
      { metaCode: 'For', label: 'For' },
      { metaCode: 'Status', label: 'Status' },
      { answerOf: 'startDate', label: 'Start date' },
      { metaCode: 'UpdatedAt', label: 'Updated' },
    ],
    instances: [
      instance('Morgan Member', 'Started', { fullName: 'Morgan Member', startDate: '2026-04-06' }),
      instance('Sam Setup', 'ManagerReview', {
        fullName: 'Samuel Setup',
        startDate: '2026-03-02',
        phone: '(555) 010-0142',
        emergencyContact: 'Riley Setup, (555) 010-0199',
        payrollNumber: 'P-20418',
        contractSigned: true,
      }),
      instance('Val Viewer', 'Completed', {
        fullName: 'Valerie Viewer',
        startDate: '2026-02-02',
        phone: '(555) 010-0175',
        emergencyContact: 'Jamie Viewer, (555) 010-0176',
        payrollNumber: 'P-20377',
        contractSigned: true,
        managerNotes: 'Orientation done; buddy assigned.',
        ...(signedOff && { signOff: signedOff }),
      }),
    ],
  };
}
