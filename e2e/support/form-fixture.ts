import crypto from 'node:crypto';

import type { ElementType } from '../../src/shared/generated/types.gen.ts';

/** Every element type a form may hold: the generated registry, which the contract tests hold to spec 3.2. */
export { elementTypesInPaletteOrder as ALL_ELEMENT_TYPES } from '../../src/shared/generated/elements.gen.ts';
import { elementRegistry, elementTypesInPaletteOrder } from '../../src/shared/generated/elements.gen.ts';

const KEYS = [
  'section',
  'heading',
  'divider',
  'greeting',
  'name',
  'phone',
  'people',
  'budget',
  'address',
  'incidentDate',
  'hideNotes',
  'notes',
  'services',
  'reference',
  'priority',
  'shift',
  'location',
  'summary',
  'team',
  'site',
  'photos',
  'witnesses',
  'witnessName',
  'comments',
  'signOff',
  'review',
  'complete',
  'print',
  'linked',
  'compliance',
] as const;

export type FormIds = Record<(typeof KEYS)[number] | 'form', string>;

/** Fresh guids per run, so each run uploads a form of its own. */
export function everyElementIds(): FormIds {
  const ids = { form: crypto.randomUUID() } as FormIds;
  for (const key of KEYS) ids[key] = crypto.randomUUID();
  return ids;
}

/**
 * A form holding every element type (all but rich text in the first section), with rules using every kind of condition:
 * - Notes is hidden while 'Hide the notes?' is ticked (Boolean Equals true);
 * - Reference is read-only while Services contains 'water' (Checkboxes Contains);
 * - the other rules use the remaining operators and condition types on elements this flow does not fill in.
 */
export function everyElementForm(ids: FormIds, opts: { name: string; orgGroupGuid: string }) {
  const inSection = (
    key: keyof FormIds,
    type: ElementType,
    label: string,
    questionCode: string,
    properties: Record<string, unknown> = {},
    parent: keyof FormIds = 'section',
  ) => ({ guid: ids[key], type, label, questionCode, parentGuid: ids[parent], properties });

  const components = [
    {
      guid: ids.section,
      type: 'Section',
      label: 'Everything',
      questionCode: 'Section1',
      parentGuid: null,
      properties: {},
    },
    inSection('heading', 'Heading', 'Incident details', 'Heading1', { headingLevel: 2 }),
    inSection('divider', 'Divider', 'Line', 'Divider1', { displayLine: true, thickness: 1 }),
    inSection('greeting', 'FormText', 'Greeting', 'FormText1', { content: 'Hello {{Login:Name}}' }),
    inSection('name', 'SimpleText', 'Full name', 'FullName', { autocomplete: 'name', maxLength: 80 }),
    inSection('phone', 'SimpleText', 'Phone', 'Phone', { validation: true, validationType: 'Phone' }),
    inSection('people', 'Number', 'People involved', 'People', { min: 0, max: 50 }),
    inSection('budget', 'Money', 'Budget', 'Budget', { currency: '$', min: 0, max: 100000 }),
    inSection('address', 'MailingAddress', 'Mailing address', 'Address'),
    inSection('incidentDate', 'Date', 'Incident date', 'IncidentDate'),
    inSection('hideNotes', 'Boolean', 'Hide the notes?', 'HideNotes', { displayFormat: 'Checkbox' }),
    inSection('notes', 'SimpleText', 'Notes', 'Notes', { isMultiline: true }),
    inSection('services', 'Checkboxes', 'Services', 'Services', {
      checkboxOptions: [
        { value: 'power', label: 'Power' },
        { value: 'water', label: 'Water' },
      ],
    }),
    inSection('reference', 'SimpleText', 'Reference', 'Reference'),
    inSection('priority', 'RadioButtons', 'Priority', 'Priority', {
      displayFormat: 'Normal',
      radioButtonOptions: [
        { value: 'low', label: 'Low' },
        { value: 'high', label: 'High' },
      ],
    }),
    inSection('shift', 'SelectList', 'Shift', 'Shift', {
      selectListOptions: [
        { value: 'day', label: 'Day' },
        { value: 'night', label: 'Night' },
      ],
    }),
    inSection('location', 'Cascader', 'Location', 'Location', {
      cascaderOptions: [
        { value: 'ON', label: 'Ontario', children: [{ value: 'toronto', label: 'Toronto' }] },
        { value: 'QC', label: 'Quebec', children: [{ value: 'montreal', label: 'Montreal' }] },
      ],
    }),
    inSection('team', 'SecurityGroup', 'Team', 'Team', { allowedSecurityGroups: [opts.orgGroupGuid] }),
    inSection('site', 'Entity', 'Site', 'Site'),
    inSection('photos', 'FileUpload', 'Photos', 'Photos', { maxFiles: 2 }),
    inSection('witnesses', 'Repeater', 'Witnesses', 'Witnesses', {
      itemTitle: 'Witness',
      addButtonText: 'Add Witness',
    }),
    inSection('witnessName', 'SimpleText', 'Witness name', 'WitnessName', {}, 'witnesses'),
    inSection('comments', 'Discussion', 'Comments', 'Comments', { placeholder: 'Write a comment' }),
    inSection('signOff', 'NameStamp', 'Sign-off', 'SignOff', {
      nameStampButtonText: 'Approve',
      nameStampRevokeButtonText: 'Revoke',
      isRevokable: true,
    }),
    inSection('review', 'AnswerReview', 'Review', 'Review1'),
    inSection('complete', 'ChangeStatusButton', 'Complete', 'Complete1', {
      changeWorkflowStatusTo: 'Completed',
      buttonText: 'Mark completed',
    }),
    inSection('print', 'ActionButton', 'Print', 'Print1', {
      actionButtonText: 'Get PDF',
      actionToTake: 'GetPdf',
    }),
    inSection('linked', 'LinkedAnswer', 'Linked answer', 'Linked1'),
    inSection('compliance', 'ComplianceItem', 'Compliance', 'Compliance1'),
    inSection('summary', 'RichText', 'Summary', 'Summary', { maxWordCount: 200 }),
  ];
  // Types added after this fixture was written join with their defaults, labelled by the registry, so the
  // form always holds every element type there is.
  const present = new Set<string>(components.map((component) => component.type));
  for (const type of elementTypesInPaletteOrder.filter((candidate) => !present.has(candidate))) {
    components.push({
      guid: crypto.randomUUID(),
      type,
      label: elementRegistry[type].label,
      questionCode: `${type}Added`,
      parentGuid: ids.section,
      properties: {},
    });
  }

  let n = 0;
  const element = (
    key: keyof FormIds,
    code: string,
    type: string,
    answerValue?: string | number | boolean,
  ) => ({
    guid: `new-c${++n}`,
    conditionType: 'FormElementBased',
    type,
    questionGuid: ids[key],
    questionCode: code,
    ...(answerValue === undefined ? {} : { answerValue }),
  });
  const rule = (
    key: keyof FormIds,
    code: string,
    ruleType: 'Hidden' | 'ReadOnly',
    conditions: unknown[],
    trueIfAny = false,
  ) => ({
    guid: crypto.randomUUID(),
    elementGuid: ids[key],
    elementQuestionCode: code,
    ruleType,
    trueIfAny,
    conditions,
  });

  const rules = [
    // Driven from the UI by the test.
    rule('notes', 'Notes', 'Hidden', [element('hideNotes', 'HideNotes', 'Equals', 'true')]),
    rule('reference', 'Reference', 'ReadOnly', [element('services', 'Services', 'Contains', 'water')]),
    // The remaining element operators.
    rule('priority', 'Priority', 'ReadOnly', [
      element('name', 'FullName', 'NotEquals', 'Nobody'),
      element('name', 'FullName', 'NotContains', 'zzz'),
    ]),
    rule('shift', 'Shift', 'Hidden', [
      element('phone', 'Phone', 'HasAnyValue'),
      element('people', 'People', 'HasNoValue'),
    ]),
    rule('linked', 'Linked1', 'Hidden', [element('photos', 'Photos', 'CountEquals', 3)]),
    rule('compliance', 'Compliance1', 'Hidden', [
      element('photos', 'Photos', 'CountNotEquals', 0),
      element('signOff', 'SignOff', 'HasNoValue'),
    ]),
    // Form status, workflow status, login account (security group) and time frame conditions.
    rule(
      'print',
      'Print1',
      'Hidden',
      [
        {
          guid: 'new-fs1',
          conditionType: 'FormStatusBased',
          type: 'Is',
          formStatus: 'Submitted',
          formDefinitionGuid: ids.form,
        },
        { guid: 'new-fs2', conditionType: 'FormStatusBased', type: 'IsNot', formStatus: 'Draft' },
        { guid: 'new-fs3', conditionType: 'FormStatusBased', type: 'Before', formStatus: 'New' },
        {
          guid: 'new-fs4',
          conditionType: 'FormStatusBased',
          type: 'After',
          formStatus: 'ReadyForSubmission',
        },
      ],
      true,
    ),
    rule('summary', 'Summary', 'ReadOnly', [
      { guid: 'new-ws1', conditionType: 'WorkflowStatusBased', type: 'Is', workflowStatus: 'Completed' },
      { guid: 'new-ws2', conditionType: 'WorkflowStatusBased', type: 'IsNot', workflowStatus: 'Started' },
      {
        guid: 'new-ws3',
        conditionType: 'WorkflowStatusBased',
        type: 'Before',
        workflowStatus: 'In Progress',
      },
      { guid: 'new-ws4', conditionType: 'WorkflowStatusBased', type: 'After', workflowStatus: 'Started' },
    ]),
    rule('complete', 'Complete1', 'Hidden', [
      { guid: 'new-la1', conditionType: 'LoginAccountBased', type: 'In', orgGroupGuid: opts.orgGroupGuid },
      { guid: 'new-la2', conditionType: 'LoginAccountBased', type: 'NotIn', orgGroupGuid: opts.orgGroupGuid },
    ]),
    rule('team', 'Team', 'Hidden', [
      { guid: 'new-tf1', conditionType: 'TimeFrameBased', type: 'NotWithin', timeFrameCode: 'Default' },
    ]),
    rule('site', 'Site', 'ReadOnly', [
      { guid: 'new-tf2', conditionType: 'TimeFrameBased', type: 'Within', timeFrameCode: 'Default' },
      element('budget', 'Budget', 'Equals', 12345),
    ]),
  ];

  return {
    guid: ids.form,
    name: opts.name,
    formType: 'InlineForm',
    formCode: 'everything',
    components,
    rules,
    sectionRules: [],
    formRules: [],
    metaInfo: { multipleInstancesAllowed: true, minInstances: 0, maxInstances: 3 },
  };
}
