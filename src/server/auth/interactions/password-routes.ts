import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialRateLimit, field, sendPage, type IdentityContext } from '../identity-context.ts';
import {
  findIdentityUserByEmail,
  findIdentityUserById,
  looksLikeEmail,
  markEmailVerified,
  normalizeEmail,
} from '../identity-users.ts';
import {
  createPasswordReset,
  isPasswordResetUsable,
  isVerificationTokenValid,
  usePasswordReset,
  verificationTokenSubject,
} from '../identity-links.ts';
import { sendPasswordResetMail } from '../identity-mail.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { checkCsrfToken, issueCsrfToken } from './csrf.ts';
import { forgotPage, messagePage, resetPage } from './password-pages.ts';

type WithToken = { Params: { token: string } };

const linkExpired = 'This reset link has expired or was already used.';
const formExpired = 'This form has expired. Please try again.';

// The token is in the path of these pages: their request logs name the route, never the address.
const hideTokenInLogs = {
  logSerializers: {
    req: (req: FastifyRequest) => ({ id: req.id, method: req.method, path: req.routeOptions.url }),
  },
};

/** Forgotten password (mail a one-time link), reset by that link, and e-mail verification links. */
export async function passwordRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { db, issuerPath, appUrl, config, keys, mailer, secureCookies } = ctx;
  const csrf = (request: FastifyRequest, reply: Parameters<typeof issueCsrfToken>[1]) =>
    issueCsrfToken(request, reply, issuerPath, secureCookies);
  const expiredPage = () =>
    messagePage({ title: 'Choose a new password', message: linkExpired, appUrl, isError: true });

  app.get('/forgot', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, 200, forgotPage({ issuerPath, appUrl, csrfToken: csrf(request, reply) })),
  );

  app.post('/forgot', { schema: { hide: true }, config: credentialRateLimit }, async (request, reply) => {
    const csrfToken = csrf(request, reply);
    const email = normalizeEmail(field(request.body, 'email'));
    const again = (status: number, error: string) =>
      sendPage(reply, status, forgotPage({ issuerPath, appUrl, csrfToken, email, error }));
    if (!checkCsrfToken(request, field(request.body, 'csrf'))) return again(403, formExpired);
    if (!looksLikeEmail(email)) return again(400, 'Please enter your e-mail address.');
    const user = await findIdentityUserByEmail(db, email);
    if (user) {
      const token = await createPasswordReset(db, user.id);
      await sendPasswordResetMail(mailer, user.email, `${config.oidc.issuer}/reset/${token}`);
    }
    // The same answer either way, so the page does not tell who has an account.
    return sendPage(reply, 200, forgotPage({ issuerPath, appUrl, csrfToken, sent: true }));
  });

  app.get<WithToken>(
    '/reset/:token',
    { schema: { hide: true }, ...hideTokenInLogs },
    async (request, reply) => {
      if (!(await isPasswordResetUsable(db, request.params.token)))
        return sendPage(reply, 410, expiredPage());
      const action = `${issuerPath}/reset/${encodeURIComponent(request.params.token)}`;
      return sendPage(reply, 200, resetPage({ action, csrfToken: csrf(request, reply) }));
    },
  );

  app.post<WithToken>(
    '/reset/:token',
    { schema: { hide: true }, config: credentialRateLimit, ...hideTokenInLogs },
    async (request, reply) => {
      const { token } = request.params;
      const csrfToken = csrf(request, reply);
      const action = `${issuerPath}/reset/${encodeURIComponent(token)}`;
      const again = (status: number, error: string) =>
        sendPage(reply, status, resetPage({ action, csrfToken, error }));
      if (!checkCsrfToken(request, field(request.body, 'csrf'))) return again(403, formExpired);
      if (!(await isPasswordResetUsable(db, token))) return sendPage(reply, 410, expiredPage());
      const problem = passwordProblem(field(request.body, 'password'), field(request.body, 'confirm'));
      if (problem) return again(400, problem);
      if (!(await usePasswordReset(db, token, await hashPassword(field(request.body, 'password'))))) {
        return sendPage(reply, 410, expiredPage());
      }
      const message = 'Your password has been changed. You can now sign in with it.';
      return sendPage(reply, 200, messagePage({ title: 'Password changed', message, appUrl }));
    },
  );

  app.get<WithToken>(
    '/verify/:token',
    { schema: { hide: true }, ...hideTokenInLogs },
    async (request, reply) => {
      const { token } = request.params;
      const user = await findIdentityUserById(db, verificationTokenSubject(token));
      if (
        !user ||
        !isVerificationTokenValid(keys.linkKey, token, user.id, user.email) ||
        !(await markEmailVerified(db, user.id, user.email))
      ) {
        const message =
          'This confirmation link is not valid any more. A password reset link ("Forgot your password?") confirms your e-mail too.';
        return sendPage(
          reply,
          410,
          messagePage({ title: 'Confirm your e-mail', message, appUrl, isError: true }),
        );
      }
      const message = 'Thank you. Your e-mail address is confirmed.';
      return sendPage(reply, 200, messagePage({ title: 'E-mail confirmed', message, appUrl }));
    },
  );
}
