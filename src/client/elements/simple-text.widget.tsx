import type { ChangeEvent } from 'react';
import { activeValidationType, validateTextAnswer } from '../../shared/validation/text-answer.ts';
import { normaliseForType, validateForType } from '../../shared/validation/text-types.ts';
import { wordCountStatus } from '../../shared/validation/word-count.ts';
import { Input } from '../components/ui/input.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { ReadOnlyField } from './parts/read-only-field.tsx';
import { useLocalDraft } from './parts/use-local-draft.ts';
import { counterId, WordCounter } from './parts/word-counter.tsx';

// The input mode a phone keypad or e-mail keyboard brings up on touch devices for each validation type.
const INPUT_MODE = { Email: 'email', Phone: 'tel', URL: 'url', SIN: 'numeric' } as const;

/**
 * Single or multi-line text. A validation type rewrites the text as it is typed (phone, SIN, URL, e-mail)
 * and flags a value that does not fit with ' Invalid Input'. Every edit is reported, so text typed past is
 * never saved; text that fails its validation type or word limit stays on screen with its message and the
 * renderer, running the same shared check, does not save it.
 */
export const SimpleTextWidget: ElementWidget<'SimpleText'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const properties = element.properties;
  const { draft, setDraft, onFocus, onBlur: leave } = useLocalDraft(value ?? '');
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error} multiline={properties.isMultiline}>
        {value}
      </ReadOnlyField>
    );
  }

  const type = activeValidationType(properties);
  const typeError = validateForType(type, draft);
  const words = properties.maxWordCount ? wordCountStatus(draft, properties.maxWordCount) : null;
  const invalid = Boolean(error || typeError || words?.level === 'error');
  // The renderer's message for this same text repeats what the type check and counter already show.
  const ownProblem = validateTextAnswer(draft, properties)?.trim() ?? null;
  const message = error === ownProblem ? null : error;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = normaliseForType(type, event.target.value);
    setDraft(text);
    onChange(text === '' ? null : text);
  };
  const inputProps = {
    id,
    value: draft,
    placeholder: properties.placeholder ?? undefined,
    autoComplete: properties.autocomplete,
    maxLength: properties.maxLength && properties.maxLength > 0 ? properties.maxLength : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(
      message && errorId(id),
      typeError && `${id}-type`,
      words && counterId(id),
    ),
    onChange: change,
    onFocus,
    onBlur: () => {
      leave();
      onBlur?.();
    },
  };

  return (
    <div data-slot="simple-text" className="grid gap-1">
      <div className="flex items-center gap-2">
        {properties.isMultiline ? (
          <Textarea {...inputProps} />
        ) : (
          <Input
            {...inputProps}
            type="text"
            inputMode={type ? INPUT_MODE[type as keyof typeof INPUT_MODE] : undefined}
          />
        )}
        {typeError && (
          <span id={`${id}-type`} className="shrink-0 text-sm text-destructive whitespace-pre">
            {typeError}
          </span>
        )}
      </div>
      <WordCounter id={id} status={words} />
      {message && <FieldError id={id} message={message} />}
    </div>
  );
};
