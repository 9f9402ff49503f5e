import { answerToItems } from '../format/answer-text.ts';
import type { AnswerTextHints } from '../format/answer-text.ts';
import type { Placeholder } from './template-parse.ts';

// What placeholders are filled from. The caller (renderer, PDF, e-mail job) builds it from the
// signed-in user, the workflow and the answers the reader may see: hidden answers are left out.

/** An answer with what is needed to read it (list separator, option labels). */
export interface TemplateAnswer extends AnswerTextHints {
  value: unknown;
}

/** Answers of one form by question code. */
export type TemplateAnswers = Readonly<Record<string, TemplateAnswer>>;

type Texts<Key extends string> = Readonly<Partial<Record<Key, string | null>>>;

export interface TemplateContext {
  login?: Texts<'name' | 'email' | 'entityName'>;
  workflow?: Texts<'statusCode' | 'statusLabel'>;
  form?: Texts<'statusCode' | 'statusLabel'>;
  org?: Texts<'name' | 'guid'>;
  site?: Texts<'url'>;
  /** The current form's answers: {{questionCode}}. */
  answers?: TemplateAnswers;
  /** The other forms of the workflow by form code: {{formCode:questionCode}}. */
  forms?: Readonly<Record<string, TemplateAnswers>>;
}

/** The value found for a placeholder: readable items and how a list of them is joined. */
export interface ResolvedValue {
  items: string[];
  separator: string | undefined;
}

/** Exact key first, then ignoring case, so {{firstname}} still finds 'FirstName'. */
function lookup<Value>(record: Readonly<Record<string, Value>> | undefined, key: string): Value | undefined {
  if (!record) return undefined;
  if (Object.hasOwn(record, key)) return record[key];
  const lower = key.toLowerCase();
  const found = Object.keys(record).find((candidate) => candidate.toLowerCase() === lower);
  return found === undefined ? undefined : record[found];
}

function prefixValues(
  placeholder: Placeholder,
  context: TemplateContext,
): Readonly<Record<string, unknown>> | undefined {
  // User and Entity are reserved for the future and fill nothing yet.
  const byPrefix = {
    Login: context.login,
    Workflow: context.workflow,
    Form: context.form,
    Org: context.org,
    Site: context.site,
  };
  return placeholder.prefix && placeholder.prefix in byPrefix
    ? byPrefix[placeholder.prefix as keyof typeof byPrefix]
    : undefined;
}

/** Finds the value a placeholder names; no items when it is missing or empty. */
export function resolvePlaceholder(placeholder: Placeholder, context: TemplateContext): ResolvedValue {
  if (placeholder.prefix) {
    return {
      items: answerToItems(lookup(prefixValues(placeholder, context), placeholder.name)),
      separator: undefined,
    };
  }
  const answers =
    placeholder.formCode === null ? context.answers : lookup(context.forms, placeholder.formCode);
  const answer = lookup(answers, placeholder.name);
  if (!answer) return { items: [], separator: undefined };
  return { items: answerToItems(answer.value, answer), separator: answer.separator };
}
