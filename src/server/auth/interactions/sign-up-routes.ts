import type { FastifyInstance } from 'fastify';
import { credentialRateLimit, field, sendPage, type IdentityContext } from '../identity-context.ts';
import {
  createIdentityUser,
  DuplicateEmailError,
  findIdentityUserByEmail,
  looksLikeEmail,
  normalizeEmail,
} from '../identity-users.ts';
import { createVerificationToken } from '../identity-links.ts';
import { sendVerificationMail } from '../identity-mail.ts';
import { passwordProblem } from '../passwords.ts';
import { currentInteraction, finishInteraction, sendExpired, signedIn } from './interaction-flow.ts';
import { signUpPage } from './sign-in-pages.ts';

type WithUid = { Params: { uid: string } };

/**
 * Sign-up inside a sign-in interaction: creates the identity with an unverified e-mail, mails the
 * verification link and signs the person in straight away.
 */
export async function signUpRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { db, issuerPath, config, keys, mailer } = ctx;

  app.get<WithUid>('/interaction/:uid/signup', { schema: { hide: true } }, async (request, reply) => {
    const details = await currentInteraction(ctx, request, reply);
    if (!details) return sendExpired(ctx, reply);
    return sendPage(reply, 200, signUpPage({ issuerPath, uid: details.uid }));
  });

  app.post<WithUid>(
    '/interaction/:uid/signup',
    { schema: { hide: true }, config: credentialRateLimit },
    async (request, reply) => {
      const details = await currentInteraction(ctx, request, reply);
      if (!details) return sendExpired(ctx, reply);
      const name = field(request.body, 'name').trim();
      const email = normalizeEmail(field(request.body, 'email'));
      const password = field(request.body, 'password');
      const again = (error: string) =>
        sendPage(reply, 400, signUpPage({ issuerPath, uid: details.uid, name, email, error }));

      if (!name) return again('Please enter your name.');
      if (name.length > 250) return again('The name can have at most 250 characters.');
      if (!looksLikeEmail(email)) return again('Please enter a valid e-mail address.');
      const problem = passwordProblem(password, field(request.body, 'confirm'));
      if (problem) return again(problem);
      if (await findIdentityUserByEmail(db, email)) return again(new DuplicateEmailError().message);

      let user;
      try {
        user = await createIdentityUser(db, { email, name, password, emailVerified: false });
      } catch (error) {
        // Two sign-ups for one e-mail at the same moment: the unique index decides, the loser is told.
        if (error instanceof DuplicateEmailError) return again(error.message);
        throw error;
      }
      const token = createVerificationToken(keys.linkKey, user.id, user.email);
      await sendVerificationMail(mailer, user.email, user.name, `${config.oidc.issuer}/verify/${token}`);
      return finishInteraction(ctx, request, reply, signedIn(details, user.id));
    },
  );
}
