import { renderTemplate, renderTemplateText } from '../../../shared/expressions/render-template.ts';
import type { TemplateContext } from '../../../shared/expressions/template-context.ts';
import { unansweredQuestions } from '../../../shared/rules/required.ts';
import { buildTemplateContext } from './response-template-context.ts';
import type { ResponseSession } from './response-session.ts';

/** Remembers a derived value until the session's answers change. */
function perAnswers<T>(session: ResponseSession, compute: () => T): () => T {
  let version = -1;
  let value: T;
  return () => {
    if (version !== session.answersVersion) {
      value = compute();
      version = session.answersVersion;
    }
    return value;
  };
}

/** What the renderer derives from a response's answers, computed only when read and again only after a change. */
export interface ResponseDerived {
  /** Guids of questions still needing an answer, in form order. */
  unansweredGuids(): readonly string[];
  /** Templated text as safe HTML (values escaped, the whole cleaned by `sanitize`). */
  templateHtml(text: string, sanitize: (html: string) => string): string;
  /** Templated text as plain text (labels in the table of contents). */
  templateText(text: string): string;
}

export function createDerived(session: ResponseSession, siteUrl: string): ResponseDerived {
  const { form, viewer, org } = session.input;
  const unanswered = perAnswers(session, () =>
    unansweredQuestions(form, session.state.answers, session.evaluation).map((entry) => entry.element.guid),
  );
  const context = perAnswers(session, (): TemplateContext =>
    buildTemplateContext({
      elements: form.components,
      answers: session.state.answers,
      evaluation: session.evaluation,
      viewer,
      org,
      formStatus: session.formStatus,
      siteUrl,
      formCode: form.formCode,
      workflow: session.workflow,
    }),
  );
  return {
    unansweredGuids: unanswered,
    templateHtml: (text, sanitize) => renderTemplate(text, context(), { sanitize }).html,
    templateText: (text) => renderTemplateText(text, context()),
  };
}
