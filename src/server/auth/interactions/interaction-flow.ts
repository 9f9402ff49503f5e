import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import type { IdentityContext } from '../identity-context.ts';
import { sendPage } from '../identity-context.ts';
import { messagePage } from './password-pages.ts';

type InteractionDetails = Awaited<ReturnType<IdentityContext['provider']['interactionDetails']>>;

/**
 * The interaction behind the request, read from oidc-provider's interaction cookie. The uid in the
 * path must match the cookie, so a form can only finish the sign-in its own browser started.
 */
export async function currentInteraction(
  ctx: IdentityContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  try {
    const details = await ctx.provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid ? details : undefined;
  } catch {
    return undefined;
  }
}

export function sendExpired(ctx: IdentityContext, reply: FastifyReply) {
  const message =
    'This sign-in request has expired or was already completed. Please go back and sign in again.';
  return sendPage(reply, 400, messagePage({ title: 'Sign in', message, appUrl: ctx.appUrl, isError: true }));
}

/** Hands the result to oidc-provider and sends the browser back to it to continue the authorization. */
export async function finishInteraction(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
) {
  const returnTo = await ctx.provider.interactionResult(request.raw, reply.raw, result);
  return reply.code(303).header('cache-control', 'no-store').redirect(returnTo);
}

/** The result of a successful sign-in; it also answers a select_account prompt, which our sign-in page serves. */
export function signedIn(details: InteractionDetails, accountId: string): InteractionResults {
  return {
    login: { accountId },
    ...(details.prompt.name === 'select_account' ? { select_account: {} } : {}),
  };
}

/**
 * Our own SPA is first-party: it gets what it asked for without a consent screen. Any other client
 * (there is none today) would be refused rather than silently trusted.
 */
export async function autoConsent(
  ctx: IdentityContext,
  details: InteractionDetails,
): Promise<InteractionResults> {
  const { provider, config } = ctx;
  const accountId = details.session?.accountId;
  if (details.params.client_id !== config.oidc.clientId || !accountId) {
    return { error: 'access_denied', error_description: 'Only the Business Tools app may sign in here.' };
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: config.oidc.clientId });
  if (!grant) return { error: 'access_denied', error_description: 'The sign-in grant is gone.' };
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return { consent: details.grantId ? {} : { grantId } };
}
