import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { withCallerClasses } from '../../lib/cn.ts';
import { FieldError } from './field-error.tsx';

interface ReadOnlyFieldProps {
  id: string;
  children: ReactNode;
  /** The renderer's message, still shown on a read-only question (e.g. a failed save). */
  error: string | null;
  multiline?: boolean;
  className?: string;
}

/**
 * An answer shown without an input, for read-only questions. It keeps the input's id so the renderer's
 * label still names it, and shows a dash rather than nothing so an unanswered question reads as such.
 */
export function ReadOnlyField({ id, children, error, multiline = false, className }: ReadOnlyFieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <div
        id={id}
        data-slot="read-only-value"
        className={withCallerClasses(
          clsx('min-h-9 py-2 text-sm', multiline && 'whitespace-pre-wrap'),
          className,
        )}
      >
        {empty ? <span className="text-muted-foreground">—</span> : children}
      </div>
      {error && <FieldError id={id} message={error} />}
    </>
  );
}
