import { richTextToPlain } from '../../shared/format/html.ts';
import { validateTextAnswer, checkMaxLength } from '../../shared/validation/text-answer.ts';
import { wordCountStatus } from '../../shared/validation/word-count.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { ReadOnlyField } from './parts/read-only-field.tsx';
import { RichTextEditor } from './parts/rich-text-editor.tsx';
import { DEFAULT_TOOLBAR } from './parts/rich-text-toolbar.tsx';
import { useLocalDraft } from './parts/use-local-draft.ts';
import { counterId, WordCounter } from './parts/word-counter.tsx';

const PROSE =
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:underline';

/**
 * Formatted text, answered as HTML. maxLength and maxWordCount count the visible text; above either the
 * text stays in the editor with its message; it is reported (so text typed past is never saved) and the
 * renderer does not save it. Markup with no visible text (an empty
 * paragraph) is no answer: onChange(null).
 */
export const RichTextWidget: ElementWidget<'RichText'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const { maxLength, maxWordCount, toolbarElements } = element.properties;
  const { draft, setDraft, onFocus, onBlur: leave } = useLocalDraft(value ?? '');
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value && richTextToPlain(value).trim() !== '' ? (
          // The server sanitises answers it stores; older or imported ones are cleaned here as well.
          <div
            data-slot="rich-text"
            className={PROSE}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
          />
        ) : null}
      </ReadOnlyField>
    );
  }

  const rules = { rich: true, maxLength, maxWordCount };
  const words = maxWordCount ? wordCountStatus(draft, maxWordCount, true) : null;
  // The renderer's message for this same text repeats what the counter or the length check already shows.
  const shownError = error === validateTextAnswer(draft, rules) ? null : error;
  const message = shownError ?? checkMaxLength(draft, maxLength, true);
  const change = (html: string) => {
    setDraft(html);
    // Every edit is reported, so text typed past is never saved; the renderer does not save text over a limit.
    onChange(richTextToPlain(html).trim() === '' ? null : html);
  };

  return (
    <div data-slot="rich-text" className="grid gap-1">
      <RichTextEditor
        id={id}
        html={value ?? ''}
        toolbar={toolbarElements ?? DEFAULT_TOOLBAR}
        placeholder={element.properties.placeholder ?? undefined}
        invalid={Boolean(message || words?.level === 'error')}
        describedBy={describedBy(message && errorId(id), words && counterId(id))}
        onInput={change}
        onFocus={onFocus}
        onBlur={() => {
          leave();
          onBlur?.();
        }}
      />
      <WordCounter id={id} status={words} />
      {message && <FieldError id={id} message={message} />}
    </div>
  );
};
