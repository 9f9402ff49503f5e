import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieName = 'bt_csrf';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Double-submit protection for the pages outside an interaction (forgot, reset): a random value in a
 * SameSite=Strict cookie that the form must repeat. Another site can make a browser post, but can
 * neither read the cookie nor make the browser send it along.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  secure: boolean,
): string {
  const existing = readCookie(request, cookieName);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.header(
    'set-cookie',
    `${cookieName}=${token}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
  return token;
}

/** True when the submitted value repeats the cookie. */
export function checkCsrfToken(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = readCookie(request, cookieName);
  if (!cookie || typeof submitted !== 'string' || submitted.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
