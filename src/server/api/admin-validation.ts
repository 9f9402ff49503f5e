import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/problem.ts';

/** The schema keywords a body field can fail, mapped to the spec's message for each. */
type Kind = 'required' | 'maxLength' | 'format' | 'minItems' | 'other';
export type FieldMessages = Record<string, Partial<Record<Kind, string>>>;

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params?: { missingProperty?: string };
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Route options that keep the body schema the one place rules live while answering with the spec's
 * own messages ('Name needed', 'Please fill in all required fields.'…): the named string fields are trimmed
 * before validation, and a failed check is reported per field in the uniform errors map. A field
 * without a message of its own keeps the generic text.
 */
export function specMessages(rules: FieldMessages, nullWhenBlank: readonly string[] = []) {
  return {
    attachValidation: true,
    preValidation: async (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | null;
      if (!body || typeof body !== 'object') return;
      for (const field of Object.keys(rules)) {
        if (typeof body[field] === 'string') body[field] = (body[field] as string).trim();
      }
      // An optional field the person cleared means "none", not an invalid value.
      for (const field of nullWhenBlank) if (body[field] === '') body[field] = null;
    },
    preHandler: async (request: FastifyRequest) => {
      const error = request.validationError as
        (Error & { validation?: AjvIssue[]; validationContext?: string }) | undefined;
      if (!error) return;
      // Parameters and query strings are the client's own mistake, not the person's: the generic text will do.
      if (error.validationContext !== 'body' || !error.validation) throw error;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const byField = new Map<string, Set<string>>();
      for (const issue of error.validation) {
        // A nested failure belongs to the top-level field holding it ('triggers', not the trigger's 'unit').
        const field = issue.instancePath.split('/')[1] ?? issue.params?.missingProperty ?? '';
        if (!byField.has(field)) byField.set(field, new Set());
        byField.get(field)!.add(issue.keyword);
      }
      const errors: Record<string, string[]> = {};
      for (const [field, keywords] of byField) {
        const messages = rules[field] ?? {};
        const kind: Kind =
          isBlank(body[field]) && messages.required
            ? 'required'
            : ((['required', 'maxLength', 'format', 'minItems'] as const).find(
                (k) => keywords.has(k) && messages[k],
              ) ?? 'other');
        errors[field || 'body'] = [
          messages[kind] ?? messages.other ?? `${field || 'The request'} is not valid.`,
        ];
      }
      throw badRequest(Object.values(errors)[0]![0]!, errors);
    },
  };
}

/** Names the client caches the change made stale (spec 7: X-Store-Refresh). */
export function storeRefresh(reply: FastifyReply, ...caches: string[]): void {
  reply.header('X-Store-Refresh', caches.join(','));
}

export { guidParams } from '../http/route-schemas.ts';
