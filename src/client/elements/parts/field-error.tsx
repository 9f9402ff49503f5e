import { withCallerClasses } from '../../lib/cn.ts';

/** The id of a field's error line, for the input's aria-describedby. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/**
 * The message under a field: a failed save or an invalid value. role="alert" so screen readers hear a
 * message that appears while the user is typing without having to move to it. The widgets draw it only when
 * there is a message (`{error && <FieldError …/>}`): a long form's questions each held one drawing nothing.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={errorId(id)}
      role="alert"
      data-slot="field-error"
      className={withCallerClasses('text-sm text-destructive', className)}
    >
      {message}
    </p>
  );
}

/** Joins the ids that describe an input, leaving out the ones not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length > 0 ? shown.join(' ') : undefined;
}
