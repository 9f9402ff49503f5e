import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { TokenClaims } from '../auth/token-claims.ts';

/**
 * The bearer token of a hub request: the Authorization header, or the `access_token` query parameter
 * browsers must use for WebSockets and Server-Sent Events (they cannot set headers there).
 */
export function bearerToken(headers: IncomingHttpHeaders, query: URLSearchParams): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? query.get('access_token') ?? undefined;
}

/** The token's claims, verified the way the API verifies them; undefined when missing or not valid. */
export async function verifiedClaims(
  app: FastifyInstance,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): Promise<TokenClaims | undefined> {
  const token = bearerToken(headers, query);
  if (!token) return undefined;
  try {
    return await app.verifyAccessToken(token);
  } catch {
    return undefined;
  }
}

/** The query string of a request's URL (the path is matched separately). */
export const queryOf = (url: string | undefined) => new URL(url ?? '/', 'http://localhost').searchParams;
