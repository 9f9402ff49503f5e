import type { WordCountStatus } from '../../../shared/validation/word-count.ts';
import { clsx } from 'clsx';

const LEVEL_CLASS = {
  ok: 'text-muted-foreground',
  warning: 'text-warning-foreground',
  error: 'text-destructive',
} as const;

/** The id of a field's word counter, for the input's aria-describedby. */
export function counterId(id: string): string {
  return `${id}-counter`;
}

/** 'Maximum N words - M entered' under a text field, coloured by how close the text is to the limit. */
export function WordCounter({ id, status }: { id: string; status: WordCountStatus | null }) {
  if (!status) return null;
  return (
    <p
      id={counterId(id)}
      data-slot="word-counter"
      data-level={status.level}
      // Polite: the count changes on every word, and should not interrupt the person typing.
      aria-live="polite"
      className={clsx('text-xs', LEVEL_CLASS[status.level])}
    >
      {status.counterText}
    </p>
  );
}
