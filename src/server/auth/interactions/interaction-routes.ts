import type { FastifyInstance } from 'fastify';
import {
  field,
  signInRateLimit,
  sendPage,
  tooManyAttempts,
  type IdentityContext,
} from '../identity-context.ts';
import { findIdentityUserByEmail, normalizeEmail } from '../identity-users.ts';
import { burnPasswordCheck, verifyPassword } from '../passwords.ts';
import {
  autoConsent,
  currentInteraction,
  finishInteraction,
  sendExpired,
  signedIn,
} from './interaction-flow.ts';
import { signInPage } from './sign-in-pages.ts';

type WithUid = { Params: { uid: string } };

/** The sign-in interaction: shows the sign-in page, checks the password, and grants our own app's consent. */
export async function interactionRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { db, issuerPath, failedSignIns } = ctx;

  app.get<WithUid>('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const details = await currentInteraction(ctx, request, reply);
    if (!details) return sendExpired(ctx, reply);
    if (details.prompt.name === 'consent')
      return finishInteraction(ctx, request, reply, await autoConsent(ctx, details));
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    return sendPage(reply, 200, signInPage({ issuerPath, uid: details.uid, email: hint }));
  });

  app.post<WithUid>(
    '/interaction/:uid/login',
    { schema: { hide: true }, config: signInRateLimit },
    async (request, reply) => {
      const details = await currentInteraction(ctx, request, reply);
      if (!details) return sendExpired(ctx, reply);
      const email = normalizeEmail(field(request.body, 'email'));
      const password = field(request.body, 'password');
      const again = (status: number, error: string) =>
        sendPage(reply, status, signInPage({ issuerPath, uid: details.uid, email, error }));

      if (!email || !password) return again(400, 'Please enter your e-mail and password.');
      const address = `address:${request.ip}`;
      const pair = `${request.ip}|${email}`;
      if (failedSignIns.bySourceAndEmail.waitMs(pair) > 0 || failedSignIns.byAddress.isBlocked(address))
        return again(429, tooManyAttempts);
      const user = await findIdentityUserByEmail(db, email);
      // An unknown e-mail costs as much time as a wrong password, so timing does not reveal who has an account.
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!user || !valid) {
        failedSignIns.bySourceAndEmail.recordFailure(pair);
        failedSignIns.byAddress.recordFailure(address);
        return again(401, 'The e-mail or password is not correct.');
      }
      failedSignIns.bySourceAndEmail.clear(pair);
      return finishInteraction(ctx, request, reply, signedIn(details, user.id));
    },
  );
}
