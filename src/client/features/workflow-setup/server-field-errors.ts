import { ApiError } from '../../lib/api-client.ts';
import type { FieldErrors } from './definition-form.ts';

/**
 * The field messages of a refused save (`{ errors: { field: [messages] } }`, spec platform 8), so the
 * editor shows each beside its field; anything else gives none (the api-client's toast says it).
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (texts.length > 0) fields[field] = texts;
  }
  return fields;
}
