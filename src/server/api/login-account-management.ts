import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { notFound } from '../http/problem.ts';
import { schemaRef } from '../http/schema-compilers.ts';
import type { CreateLoginAccountBody, LoginAccount } from '../../shared/generated/types.gen.ts';
import { createAccount, updateAccount } from '../repositories/login-account-changes.ts';
import { removeFromOrg } from '../repositories/memberships.ts';
import { describeAccount, listAccounts, type OrgScope } from '../repositories/login-accounts.ts';
import { invitationsOfOrg, withdrawInvitation } from '../repositories/org-invitations.ts';
import { findOrg } from '../repositories/orgs.ts';
import { guidParams, specMessages, storeRefresh } from './admin-validation.ts';
import { USER_ADMINS } from '../../shared/auth/role-sets.ts';

const schemaBase = 'https://schemas.business-tools.local/';
const loginAccount = schemaRef(`${schemaBase}definitions/login-account.schema.json`);
const orgInvitation = schemaRef(`${schemaBase}definitions/org-invitation.schema.json`);
/** An organisation's administrators see only their own organisation among a person's organisations. */
const scopeOf = (request: FastifyRequest): OrgScope => (request.caller!.superAdmin ? 'allOrgs' : 'thisOrg');
const tags = ['LoginAccountManagement'];
const userAdmin = (place: 'params' | 'body') => ({
  kind: 'org' as const,
  orgGuid: orgFrom(place),
  anyRole: USER_ADMINS,
});

/** Spec 5, User: the user editor's messages. */
const userMessages = specMessages({
  loginName: { required: 'Name needed', maxLength: 'Name must be at most 250 characters.' },
  email: {
    required: 'Email needed',
    format: 'Email not valid',
    maxLength: 'Email must be at most 100 characters.',
  },
  currentOrgRoles: { required: 'At least one role needed', minItems: 'At least one role needed' },
});

/** Everyone's list of users changes; the caller's own user info too when they changed themselves. */
function refreshAfterChange(request: FastifyRequest, reply: FastifyReply, userGuid: string) {
  const self = userGuid.toLowerCase() === request.caller!.loginAccountGuid;
  storeRefresh(reply, 'loginAccounts', ...(self ? ['userInfo', 'orgList'] : []));
}

/** /api/LoginAccountManagement: the members and guests of an organisation (User Admin). */
export async function loginAccountManagementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const orgOf = async (request: FastifyRequest) => {
    const org = await findOrg(db, request.orgGuid!);
    if (!org) throw notFound('Organization not found');
    return org;
  };

  app.post<{ Body: CreateLoginAccountBody }>(
    '/CreateLoginAccount',
    {
      config: { access: userAdmin('body') },
      schema: {
        tags,
        summary:
          'Adds a person to body.orgGuid: a temporary account for a new e-mail, or the existing account of a person in no organisation (200); a person of another organisation, or a super admin, is invited instead (202) and joins on accepting.',
        body: schemaRef(`${schemaBase}api/create-login-account-body.schema.json`),
        response: { 200: loginAccount, 202: orgInvitation },
      },
      ...userMessages,
    },
    async (request, reply) => {
      const outcome = await createAccount(db, request.caller!, await orgOf(request), request.body);
      storeRefresh(reply, 'loginAccounts');
      if ('invitation' in outcome) return reply.status(202).send(outcome.invitation);
      return describeAccount(db, request.orgGuid!, outcome.added, scopeOf(request));
    },
  );

  app.get<{ Params: { orgGuid: string; roleName: 'Member' | 'Guest' } }>(
    '/:orgGuid/:roleName/GetLoginAccounts',
    {
      config: { access: userAdmin('params') },
      schema: {
        tags,
        summary: 'The people holding the role (Member: the members list; Guest: the guests list), by name.',
        params: {
          type: 'object',
          required: ['orgGuid', 'roleName'],
          additionalProperties: false,
          properties: {
            orgGuid: { type: 'string', format: 'uuid' },
            roleName: { type: 'string', enum: ['Member', 'Guest'] },
          },
        },
        response: { 200: { type: 'array', items: loginAccount } },
      },
    },
    async (request) => listAccounts(db, request.orgGuid!, request.params.roleName, scopeOf(request)),
  );

  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetInvitations',
    {
      config: { access: userAdmin('params') },
      schema: {
        tags,
        summary: 'The invitations of the organisation that their people have not accepted or declined yet.',
        params: guidParams('orgGuid'),
        response: { 200: { type: 'array', items: orgInvitation } },
      },
    },
    async (request) => invitationsOfOrg(db, await orgOf(request)),
  );

  app.delete<{ Params: { orgGuid: string; invitationGuid: string } }>(
    '/:orgGuid/:invitationGuid/WithdrawInvitation',
    {
      config: { access: userAdmin('params') },
      schema: {
        tags,
        summary: 'Withdraws a pending invitation of the organisation.',
        params: guidParams('orgGuid', 'invitationGuid'),
        response: { 204: { type: 'null', description: 'Withdrawn.' } },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(db, await orgOf(request), request.params.invitationGuid);
      storeRefresh(reply, 'loginAccounts');
      return reply.status(204).send();
    },
  );

  app.put<{ Params: { orgGuid: string }; Body: LoginAccount }>(
    '/:orgGuid/UpdateLoginAccountInOrg',
    {
      config: { access: userAdmin('params') },
      schema: {
        tags,
        summary:
          'Saves the user editor: name, e-mail (temporary accounts only), roles here, super admin flag (super admin only).',
        params: guidParams('orgGuid'),
        body: loginAccount,
        response: { 200: loginAccount },
      },
      ...userMessages,
    },
    async (request, reply) => {
      await updateAccount(db, request.caller!, await orgOf(request), request.body);
      refreshAfterChange(request, reply, request.body.userGuid);
      return describeAccount(db, request.orgGuid!, request.body.userGuid, scopeOf(request));
    },
  );

  app.put<{ Params: { orgGuid: string; userGuid: string } }>(
    '/:orgGuid/:userGuid/DeleteLoginAccountInOrg',
    {
      config: { access: userAdmin('params') },
      schema: {
        tags,
        summary:
          'Removes the person from the organisation; a temporary account left in no organisation is deleted.',
        params: guidParams('orgGuid', 'userGuid'),
        response: { 204: { type: 'null', description: 'Removed.' } },
      },
    },
    async (request, reply) => {
      await removeFromOrg(db, request.caller!, await orgOf(request), request.params.userGuid);
      storeRefresh(reply, 'loginAccounts');
      return reply.status(204).send();
    },
  );
}
