import crypto from 'node:crypto';

/** Guids of the sample form's elements, fresh per call so forms never share them. */
export function sampleGuids() {
  const guid = () => crypto.randomUUID();
  return {
    form: guid(),
    section: guid(),
    heading: guid(),
    text: guid(),
    number: guid(),
    yesNo: guid(),
    checks: guid(),
    details: guid(),
    repeater: guid(),
    witness: guid(),
  };
}

/**
 * A form with several element types in two sections, a repeater and a rule: Details is hidden while
 * YesNo1 is not 'yes'. Temporary ids ('new-…') are allowed where the designer holds unsaved records.
 */
export function sampleForm(ids = sampleGuids(), overrides: Record<string, unknown> = {}) {
  return {
    guid: ids.form,
    name: 'Incident Report',
    formType: 'InlineForm',
    formCode: 'incident',
    components: [
      {
        guid: ids.section,
        type: 'Section',
        label: 'What happened',
        questionCode: 'Section1',
        parentGuid: null,
        properties: {},
      },
      {
        guid: ids.heading,
        type: 'Heading',
        label: 'Basics',
        questionCode: 'Heading1',
        parentGuid: ids.section,
        properties: { headingLevel: 2 },
      },
      {
        guid: ids.text,
        type: 'SimpleText',
        label: 'Reported by',
        questionCode: 'SimpleText1',
        parentGuid: ids.section,
        properties: { maxLength: 100, indentLevel: 1 },
      },
      {
        guid: ids.number,
        type: 'Number',
        label: 'People involved',
        questionCode: 'Number1',
        parentGuid: ids.section,
        properties: { min: 0, max: 50 },
      },
      {
        guid: ids.yesNo,
        type: 'Boolean',
        label: 'Anyone hurt?',
        questionCode: 'YesNo1',
        parentGuid: ids.section,
        properties: { displayFormat: 'YesNo' },
      },
      {
        guid: ids.checks,
        type: 'Checkboxes',
        label: 'Services',
        questionCode: 'Checkboxes1',
        parentGuid: ids.section,
        properties: {
          checkboxOptions: [
            { value: 'power', label: 'Power' },
            { value: 'water', label: 'Water' },
          ],
        },
      },
      {
        guid: ids.details,
        type: 'SimpleText',
        label: 'Injury details',
        questionCode: 'Details',
        parentGuid: ids.section,
        properties: { isMultiline: true },
      },
      {
        guid: ids.repeater,
        type: 'Repeater',
        label: 'Witnesses',
        questionCode: 'Repeater1',
        parentGuid: ids.section,
        properties: { itemTitle: 'Witness' },
      },
      {
        guid: ids.witness,
        type: 'SimpleText',
        label: 'Witness name',
        questionCode: 'WitnessName',
        parentGuid: ids.repeater,
        properties: {},
      },
    ],
    rules: [
      {
        guid: 'new-rule',
        elementGuid: ids.details,
        elementQuestionCode: 'Details',
        ruleType: 'Hidden',
        conditions: [
          {
            guid: 'new-1',
            conditionType: 'FormElementBased',
            type: 'NotEquals',
            questionGuid: ids.yesNo,
            questionCode: 'YesNo1',
            answerValue: 'yes',
          },
        ],
      },
    ],
    sectionRules: [
      {
        guid: 'new-sr',
        sectionRuleType: 'RequiresReview',
        sectionGuid: ids.section,
        appliedTo: 'SetupBasic',
        roleGroupOrIndividual: 'Roles',
        numberRequired: 1,
      },
    ],
    formRules: [],
    metaInfo: { multipleInstancesAllowed: true, minInstances: 0, maxInstances: 3 },
    ...overrides,
  };
}

/** The sample form's question codes in document order, as a fresh upload lists them. */
export const sampleCodes = (): string[] => sampleForm().components.map((element) => element.questionCode);
