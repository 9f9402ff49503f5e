import type { TemplateAnswer, TemplateContext } from '../../../shared/expressions/template-context.ts';
import { CASCADER_SEPARATOR } from '../../../shared/format/answer-text.ts';
import { FORM_RESPONSE_STATUS_LABELS } from '../../../shared/machines/form/status-order.ts';
import type { AnswerStore } from '../../../shared/rules/answer-store.ts';
import type { RuleEvaluation } from '../../../shared/rules/rule-evaluation.ts';
import type { FormElement, FormResponseStatus } from '../../../shared/generated/types.gen.ts';

/** Who is looking at the response, as templated text and rules need it. */
export interface Viewer {
  userGuid: string;
  loginName: string;
  email: string;
  entityName?: string | null;
  groupGuids: readonly string[];
}

export interface TemplateSources {
  elements: readonly FormElement[];
  answers: AnswerStore;
  evaluation: RuleEvaluation;
  viewer: Viewer;
  org: { guid: string; name: string };
  formStatus: FormResponseStatus;
  siteUrl: string;
}

type OptionList = readonly { value: string; label: string }[] | undefined;

/** Option labels of a choice question, read from whichever option list its properties carry. */
function labelsOf(element: FormElement): Record<string, string> | undefined {
  const properties = element.properties as Record<string, unknown>;
  const options = (properties.checkboxOptions ??
    properties.radioButtonOptions ??
    properties.selectListOptions) as OptionList | undefined;
  return options ? Object.fromEntries(options.map((option) => [option.value, option.label])) : undefined;
}

/**
 * The templated-text context of a response (spec 5.8): Login from the viewer, Org from the organisation,
 * Form from the response's status, and this form's answers by question code. Answers the rules hide are
 * left out (a hidden answer is absent), and so are answers inside repeaters, which have no single value.
 */
export function buildTemplateContext(sources: TemplateSources): TemplateContext {
  const answers: Record<string, TemplateAnswer> = {};
  for (const element of sources.elements) {
    if (!element.questionCode || sources.evaluation.isHidden(element.guid)) continue;
    const value = sources.answers.get(element.guid);
    if (value === undefined) continue;
    const cascader = 'cascaderOptions' in element.properties;
    answers[element.questionCode] = {
      value,
      labels: labelsOf(element),
      separator: cascader ? CASCADER_SEPARATOR : undefined,
    };
  }
  return {
    login: {
      name: sources.viewer.loginName,
      email: sources.viewer.email,
      entityName: sources.viewer.entityName ?? null,
    },
    org: { name: sources.org.name, guid: sources.org.guid },
    form: { statusCode: sources.formStatus, statusLabel: FORM_RESPONSE_STATUS_LABELS[sources.formStatus] },
    site: { url: sources.siteUrl },
    answers,
  };
}
