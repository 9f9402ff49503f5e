import type { FastifyInstance } from 'fastify';
import { schemaRef } from '../http/schema-compilers.ts';
import { rolesIn } from '../repositories/login-accounts.ts';
import { acceptInvitation, declineInvitation, invitationsOf } from '../repositories/org-invitations.ts';
import { guidParams, storeRefresh } from './admin-validation.ts';
import { userInfoOf, userInfoSchema } from './user-session.ts';

const orgInvitation = schemaRef(
  'https://schemas.business-tools.local/definitions/org-invitation.schema.json',
);
const tags = ['UserSession'];
const signedIn = { access: { kind: 'signedIn' as const } };

/**
 * /api/UserSession invitations: an organisation adds someone who already belongs elsewhere by inviting them;
 * the person sees the invitation after signing in and accepts or declines it.
 */
export async function orgInvitationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    '/GetMyInvitations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The signed-in person's pending invitations to organisations, oldest first.",
        response: { 200: { type: 'array', items: orgInvitation } },
      },
    },
    async (request) => invitationsOf(db, request.caller!.loginAccountGuid),
  );

  app.post<{ Params: { invitationGuid: string } }>(
    '/:invitationGuid/AcceptInvitation',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Joins the inviting organisation with the invited roles; returns the updated user info.',
        params: guidParams('invitationGuid'),
        response: { 200: userInfoSchema },
      },
    },
    async (request, reply) => {
      const caller = request.caller!;
      const orgGuid = await acceptInvitation(db, caller.loginAccountGuid, request.params.invitationGuid);
      // The caller was resolved before joining: the answer shows the roles just gained.
      caller.rolesByOrg.set(orgGuid, new Set(await rolesIn(db, caller.loginAccountGuid, orgGuid)));
      storeRefresh(reply, 'userInfo', 'orgList', 'orgInfo');
      return userInfoOf(app, request);
    },
  );

  app.delete<{ Params: { invitationGuid: string } }>(
    '/:invitationGuid/DeclineInvitation',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Declines an invitation: the person does not join and the invitation is gone.',
        params: guidParams('invitationGuid'),
        response: { 204: { type: 'null', description: 'Declined.' } },
      },
    },
    async (request, reply) => {
      await declineInvitation(db, request.caller!.loginAccountGuid, request.params.invitationGuid);
      return reply.status(204).send();
    },
  );
}
