import { describe, expect, it } from 'vitest';
import { renderTemplateText } from '../../../shared/expressions/render-template.ts';
import { AnswerStore, EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { RuleEvaluation } from '../../../shared/rules/rule-evaluation.ts';
import { buildTemplateContext } from './response-template-context.ts';
import { el } from './test-forms.ts';
import type { RendererWorkflow } from './renderer-workflow.ts';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';

const elements = [
  el('colour', 'SelectList', {
    questionCode: 'Colour',
    properties: { selectListOptions: [{ value: 'r', label: 'Red' }] },
  }),
  el('secret', 'SimpleText', { questionCode: 'Secret' }),
  el('path', 'Cascader', { questionCode: 'Path', properties: { cascaderOptions: [] } }),
];

const workflow: RendererWorkflow = {
  guid: 'w',
  status: 'InProgress',
  statusList: [
    { code: 'Started', label: 'Started', isEndpoint: false },
    { code: 'InProgress', label: 'In Progress', isEndpoint: false },
  ],
  timeFrames: [],
  archived: false,
  formStatuses: {},
  sharedAnswers: { 'intake:Size': '"l"', 'intake:Name': '"Jo Lee"', 'intake:Blank': null },
  forms: [
    {
      guid: 'intake-form',
      formCode: 'intake',
      components: [
        el('size', 'RadioButtons', {
          questionCode: 'Size',
          properties: { radioButtonOptions: [{ value: 'l', label: 'Large' }] },
        }),
      ],
    } as unknown as FormDefinition,
  ],
  changeStatus: () => Promise.resolve(),
  triggerEvent: () => Promise.resolve(),
};

function contextWith(hidden: string[] = [], inWorkflow: RendererWorkflow | null = null) {
  const answers = new AnswerStore([
    { formElementGuid: 'colour', repeatableGroupGuid: EMPTY_GUID, answerValue: '"r"' },
    { formElementGuid: 'secret', repeatableGroupGuid: EMPTY_GUID, answerValue: '"hush"' },
    { formElementGuid: 'path', repeatableGroupGuid: EMPTY_GUID, answerValue: '["a","b"]' },
  ]);
  const evaluation = new RuleEvaluation([]);
  for (const guid of hidden) evaluation.hidden.add(guid);
  return buildTemplateContext({
    elements,
    answers,
    evaluation,
    viewer: { userGuid: 'u', loginName: 'Pat Doe', email: 'pat@example.com', groupGuids: [] },
    org: { guid: 'o', name: 'Acme' },
    formStatus: 'ReadyForSubmission',
    siteUrl: 'https://bt.example',
    formCode: 'care',
    workflow: inWorkflow,
  });
}

describe('buildTemplateContext', () => {
  it('fills Login, Org, Form and Site, and answers by question code with option labels', () => {
    const text =
      '{{Login:Name}} of {{Org:Name}} ({{Form:StatusLabel}}) at {{Site:Url}}: {{Colour}}, {{Path}}';
    expect(renderTemplateText(text, contextWith())).toBe(
      'Pat Doe of Acme (Ready for submission) at https://bt.example: Red, a / b',
    );
  });

  it('leaves out answers the rules hide', () => {
    expect(renderTemplateText('[{{Secret|nothing}}]', contextWith(['secret']))).toBe('[nothing]');
    expect(renderTemplateText('[{{Secret|nothing}}]', contextWith())).toBe('[hush]');
  });

  it('fills Workflow:StatusCode/StatusLabel and formCode:questionCode from the answers the workflow shares', () => {
    const text =
      '{{Workflow:StatusCode}} / {{Workflow:StatusLabel}}: {{intake:Name}} ({{intake:Size}}), {{care:Colour}}, [{{intake:Blank|none}}]';
    expect(renderTemplateText(text, contextWith([], workflow))).toBe(
      'InProgress / In Progress: Jo Lee (Large), Red, [none]',
    );
  });

  it('leaves Workflow placeholders empty outside a workflow', () => {
    expect(renderTemplateText('[{{Workflow:StatusLabel|no workflow}}]', contextWith())).toBe('[no workflow]');
  });
});
