import type { FastifyRequest } from 'fastify';
import { schemaRef } from '../http/schema-compilers.ts';
import { unauthorized } from '../http/problem.ts';
import type { Caller } from '../auth/caller.ts';
import { checkInHandler, resource } from '../auth/access.ts';
import type { Db } from '../db/database.ts';
import type { StoredFormResponse } from '../repositories/form-responses.ts';
import { ANY_MEMBER } from '../../shared/auth/role-sets.ts';

// What every route on a response's answers shares: the response's resource rule (any member of its
// organisation the response is open to), the problem body for errors, and schema references.

const api = 'https://schemas.business-tools.local/api/';
const definitions = 'https://schemas.business-tools.local/definitions/';

export const ref = {
  answerParams: () => schemaRef(`${api}answer-params.schema.json`),
  answerList: () => schemaRef(`${api}answer-list-response.schema.json`),
  answer: () => schemaRef(`${definitions}answer.schema.json`),
  problem: () => schemaRef(`${api}problem.schema.json`),
  guid: () => schemaRef(`${definitions}guid.schema.json`),
  stamps: () => ({ type: 'array', items: schemaRef(`${definitions}stamp.schema.json`) }),
  comments: () => ({ type: 'array', items: schemaRef(`${definitions}comment.schema.json`) }),
  api: (name: string) => schemaRef(`${api}${name}.schema.json`),
};

export { guidParams } from '../http/route-schemas.ts';

/** Route options shared by the answers calls: tags, access and error schemas. */
export function responseRoute(tag: string) {
  const access = resource('response', ANY_MEMBER);
  return {
    config: { access },
    /** For calls that write answers: the response's live group hears FormUpdated. */
    writeConfig: { access, announce: 'responseAnswers' as const },
    /**
     * For SubmitAnswer and DeleteAnswer: the write checks the caller against the response its lock read
     * (`writeAnswer`'s `checkAccess`), which spares a save reading the response before its transaction.
     */
    saveConfig: {
      access: resource('response', ANY_MEMBER, { inHandler: true }),
      announce: 'responseAnswers' as const,
    },
    errors: { 400: ref.problem(), 401: ref.problem(), 403: ref.problem(), 404: ref.problem() },
    tags: [tag],
  };
}

/** The access check a save's handler owes (its route's rule is `inHandler`), for `writeAnswer`. */
export const accessOf =
  (request: FastifyRequest) =>
  (tx: Db, response: StoredFormResponse | undefined): Promise<void> =>
    checkInHandler(request, tx, response);

/** The signed-in caller (the access hook has already refused anonymous calls). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** Path parameters with the guids in their stored (lower-case) form. */
export function lowerParams<P extends Record<string, string>>(params: unknown): P {
  return Object.fromEntries(
    Object.entries(params as Record<string, string>).map(([name, value]) => [name, value.toLowerCase()]),
  ) as P;
}
