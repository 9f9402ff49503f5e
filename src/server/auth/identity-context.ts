import type { FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { IdentityKeys } from './oidc-keys.ts';
import type { FailedSignIns } from './interactions/failure-counter.ts';

/** What the identity pages share: the provider, storage, mail and the per-e-mail attempt counter. */
export interface IdentityContext {
  provider: Provider;
  db: Db;
  mailer: Mailer;
  config: ServerConfig;
  keys: IdentityKeys;
  /** The issuer's path on this server ('/oidc'); every identity page lives below it. */
  issuerPath: string;
  /** Where "sign in" links lead: the app, which starts a fresh sign-in. */
  appUrl: string;
  secureCookies: boolean;
  failedSignIns: FailedSignIns;
}

/** The scope of our API at the embedded provider: a resource scope, never listed among the provider's own scopes. */
export const apiScope = 'api';

/** Credential forms (sign-up, forgot, reset) accept a handful of posts per minute and address. */
export const credentialRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Sign-in posts: a flood guard only; failed sign-ins have their own, tighter counters. */
export const signInRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';

/** Sends a finished identity page; never cached, since it may carry a form token or a message for one person. */
export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/** A form field as text; anything else (missing, repeated, not a string) counts as empty. */
export function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
