import type { TemplateAnswer, TemplateContext } from '../../../shared/expressions/template-context.ts';
import { CASCADER_SEPARATOR } from '../../../shared/format/answer-text.ts';
import { FORM_RESPONSE_STATUS_LABELS } from '../../../shared/machines/form/status-order.ts';
import type { AnswerStore } from '../../../shared/rules/answer-store.ts';
import type { RuleEvaluation } from '../../../shared/rules/rule-evaluation.ts';
import type { FormElement, FormResponseStatus } from '../../../shared/generated/types.gen.ts';
import { workflowStatusLabel } from '../../../shared/machines/workflow.machine.ts';
import type { RendererWorkflow } from './renderer-workflow.ts';

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
  /** The form's own code: {{ownCode:question}} reads this response's answers. */
  formCode?: string;
  /** The workflow the response is shown in: Workflow:StatusCode/StatusLabel and the answers its forms share. */
  workflow?: RendererWorkflow | null;
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

function templateAnswer(element: FormElement, value: unknown): TemplateAnswer {
  const cascader = 'cascaderOptions' in element.properties;
  return { value, labels: labelsOf(element), separator: cascader ? CASCADER_SEPARATOR : undefined };
}

/**
 * The answers the workflow's forms share, by form code then question code: each parsed from its JSON text and
 * read with its question's option labels. Only questions the server shares (made available to other forms,
 * visible to the reader) are there.
 */
function sharedForms(workflow: RendererWorkflow): Record<string, Record<string, TemplateAnswer>> {
  const forms: Record<string, Record<string, TemplateAnswer>> = {};
  for (const [key, text] of Object.entries(workflow.sharedAnswers)) {
    const colon = key.indexOf(':');
    if (colon < 0 || text == null) continue;
    const formCode = key.slice(0, colon);
    const questionCode = key.slice(colon + 1);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const form = workflow.forms.find((candidate) => candidate.formCode === formCode);
    const element = form?.components.find((candidate) => candidate.questionCode === questionCode);
    (forms[formCode] ??= {})[questionCode] = element ? templateAnswer(element, value) : { value };
  }
  return forms;
}

/**
 * The templated-text context of a response (spec 5.8): Login from the viewer, Org from the organisation,
 * Form from the response's status, Workflow from the workflow's status, this form's answers by question code
 * (and by its own form code), and the answers the workflow's other forms share by formCode:questionCode.
 * Answers the rules hide are left out (a hidden answer is absent), and so are answers inside repeaters, which
 * have no single value.
 */
export function buildTemplateContext(sources: TemplateSources): TemplateContext {
  const answers: Record<string, TemplateAnswer> = {};
  for (const element of sources.elements) {
    if (!element.questionCode || sources.evaluation.isHidden(element.guid)) continue;
    const value = sources.answers.get(element.guid);
    if (value === undefined) continue;
    answers[element.questionCode] = templateAnswer(element, value);
  }
  const { workflow } = sources;
  const forms = workflow ? sharedForms(workflow) : {};
  // This response's answers are the live ones of its own form.
  if (sources.formCode) forms[sources.formCode] = answers;
  return {
    login: {
      name: sources.viewer.loginName,
      email: sources.viewer.email,
      entityName: sources.viewer.entityName ?? null,
    },
    org: { name: sources.org.name, guid: sources.org.guid },
    form: { statusCode: sources.formStatus, statusLabel: FORM_RESPONSE_STATUS_LABELS[sources.formStatus] },
    ...(workflow && {
      workflow: {
        statusCode: workflow.status,
        statusLabel: workflowStatusLabel(workflow.statusList, workflow.status),
      },
    }),
    site: { url: sources.siteUrl },
    answers,
    forms,
  };
}
