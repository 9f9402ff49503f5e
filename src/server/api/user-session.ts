import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { unauthorized } from '../http/problem.ts';
import type { UserInfo } from '../../shared/generated/types.gen.ts';
import { clearMask, maskUserInfo } from '../repositories/session-masks.ts';
import { removeRolesAndGroupsRoute } from './remove-roles-and-groups.ts';
import { returnActionsFor } from '../repositories/return-actions.ts';
import { loadUserInfo, roleOrder, setDefaultOrg } from '../repositories/user-info.ts';

const guid = { type: 'string', format: 'uuid' } as const;
const nullableGuid = { type: ['string', 'null'], format: 'uuid' } as const;
/** Every listed property is required: the client reads them all, null where there is nothing. */
const allRequired = <P extends Record<string, unknown>>(
  properties: P,
  type: string | string[] = 'object',
) => ({
  type,
  required: Object.keys(properties),
  properties,
});

const orgSchema = allRequired({
  name: { type: 'string' },
  guid,
  roles: { type: 'array', items: { type: 'string', enum: roleOrder } },
  groupGuids: { type: 'array', items: guid },
  entityDto: allRequired(
    {
      name: { type: 'string' },
      guid,
      homePage: { type: 'string', enum: ['Default', 'Workflows'] },
      homePageWorkflowDefinitionGuid: nullableGuid,
    },
    ['object', 'null'],
  ),
});

const returnActionSchema = allRequired({
  returnActionCode: { type: 'string', enum: ['ShowWorkflow', 'SwitchToOrg', 'ShowError'] },
  guid,
  message: { type: 'string' },
  duration: { type: 'number', minimum: 0, description: '0 keeps the message until it is closed.' },
});

export const userInfoSchema = allRequired({
  superAdmin: { type: 'boolean' },
  isTempAccount: { type: 'boolean' },
  defaultOrgGuid: nullableGuid,
  userGuid: guid,
  loginName: { type: 'string' },
  email: { type: 'string' },
  orgDict: {
    type: 'object',
    description: 'Organisation guid → the person in it.',
    additionalProperties: orgSchema,
  },
  returnActions: { type: 'array', items: returnActionSchema },
});

const tags = ['UserSession'];

export async function userInfoOf(app: FastifyInstance, request: FastifyRequest): Promise<UserInfo> {
  const info = request.caller && (await loadUserInfo(app.database.db, request.caller.loginAccountGuid));
  // The account vanished between authentication and now (deleted by an administrator).
  if (!info) throw unauthorized('Your account no longer exists.');
  // An unverified sign-up is shown the address they typed, not the placeholder their account holds.
  return { ...maskUserInfo(info, request.caller!), email: request.caller!.email };
}

/** /api/UserSession: who the signed-in person is, and the organisation they start in. */
export async function userSessionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { shortcode?: string } }>(
    '/GetMyUserInfo',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary: 'The signed-in person, their organisations, roles, groups and entity.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            shortcode: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' },
          },
        },
        response: { 200: userInfoSchema },
      },
    },
    async (request) => {
      const info = await userInfoOf(app, request);
      return { ...info, returnActions: returnActionsFor(request.query.shortcode) };
    },
  );

  app.put<{ Params: { orgGuid: string } }>(
    '/:orgGuid/SetStartingOrg',
    {
      // Any role will do: the person only has to belong to the organisation.
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: [] } },
      schema: {
        tags,
        summary: 'Makes an organisation the one the person starts in; returns the updated user info.',
        params: {
          type: 'object',
          required: ['orgGuid'],
          additionalProperties: false,
          properties: { orgGuid: guid },
        },
        response: { 200: userInfoSchema },
      },
    },
    async (request, reply) => {
      await setDefaultOrg(app.database.db, request.caller!.loginAccountGuid, request.orgGuid);
      reply.header('X-Store-Refresh', 'userInfo');
      return userInfoOf(app, request);
    },
  );

  app.get(
    '/ForgetAboutMe',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary:
          'Refresh Settings: restores roles and groups hidden for testing; the client reloads its caches. What the person chose (the starting organisation) is kept.',
        response: { 204: { type: 'null', description: 'Forgotten.' } },
      },
    },
    async (request, reply) => {
      // Refresh Settings: roles and groups hidden with RemoveRolesAndGroups come back.
      await clearMask(app.database.db, request.caller!.loginAccountGuid);
      reply.header('X-Store-Refresh', 'userInfo,orgInfo,entityDefinitions');
      return reply.status(204).send();
    },
  );

  // Same area, own file: the testing aid that hides the caller's roles (spec 2, 'Remove Roles or Groups').
  await removeRolesAndGroupsRoute(app);
}
