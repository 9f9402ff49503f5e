import { describe, expect, it } from 'vitest';
import { renderTemplateText } from '../../../shared/expressions/render-template.ts';
import { AnswerStore, EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { RuleEvaluation } from '../../../shared/rules/rule-evaluation.ts';
import { buildTemplateContext } from './response-template-context.ts';
import { el } from './test-forms.ts';

const elements = [
  el('colour', 'SelectList', {
    questionCode: 'Colour',
    properties: { selectListOptions: [{ value: 'r', label: 'Red' }] },
  }),
  el('secret', 'SimpleText', { questionCode: 'Secret' }),
  el('path', 'Cascader', { questionCode: 'Path', properties: { cascaderOptions: [] } }),
];

function contextWith(hidden: string[] = []) {
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
});
