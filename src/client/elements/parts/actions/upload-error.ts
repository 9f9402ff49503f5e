import { firstAnswerValueError, uploadErrorText } from '../../../../shared/validation/files-and-rows.ts';
import type { FieldErrors } from '../../../../shared/validation/files-and-rows.ts';

// A failed upload rejects with an Error whose body (or cause) is the server's problem document; older paths
// reject with the document itself. Any of them may lack the errors map.

function errorsOf(candidate: unknown): FieldErrors | null {
  if (typeof candidate !== 'object' || candidate === null) return null;
  const errors = (candidate as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : null;
}

/** 'Error uploading file "{name}": {server reason}', or the unknown-error text when the server gave none. */
export function uploadFailureText(fileName: string, error: unknown): string {
  const outer =
    typeof error === 'object' && error !== null ? (error as { body?: unknown; cause?: unknown }) : {};
  for (const candidate of [outer.body, outer.cause, error]) {
    try {
      const reason = firstAnswerValueError(errorsOf(candidate));
      if (reason) return uploadErrorText(fileName, reason);
    } catch {
      // A malformed errors map (messages not in a list) counts as no reason.
    }
  }
  return uploadErrorText(fileName, null);
}
