import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaRef } from '../http/schema-compilers.ts';
import { unauthorized } from '../http/problem.ts';
import type { Caller } from '../auth/caller.ts';
import type { RouteAccess } from '../auth/access.ts';
import { responseAccess } from '../answers/response-access.ts';

// What every route on a response's answers shares: signed-in access plus the response's organisation
// check (before body validation), the problem body for errors, and schema references.

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

/** Route options shared by the answers calls: tags, access, the response check and error schemas. */
export function responseRoute(app: FastifyInstance, tag: string) {
  const access: RouteAccess = { kind: 'signedIn' };
  return {
    config: { access },
    preValidation: responseAccess(() => app.database.db),
    errors: { 400: ref.problem(), 401: ref.problem(), 403: ref.problem(), 404: ref.problem() },
    tags: [tag],
  };
}

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
