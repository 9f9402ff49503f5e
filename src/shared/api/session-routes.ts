import type {
  ComplianceStatistics,
  GetComplianceItemStatisticsQuery,
  GetMyUserInfoQuery,
  OrgInvitation,
  RemoveRolesAndGroupsBody,
  UserInfo,
} from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';
import type { AuthConfig, OutboxMessage } from './shapes-without-schema.ts';

/** Sign-in settings, the signed-in person's session and invitations, the main dashboard, the mail outbox. */
export const sessionRoutes = {
  getAuthConfig: defineRoute('GET', '/api/auth/config', { response: ofType<AuthConfig>() }),
  getMyUserInfo: defineRoute('GET', '/api/UserSession/GetMyUserInfo', {
    query: ofType<GetMyUserInfoQuery>(),
    response: ofType<UserInfo>(),
  }),
  setStartingOrg: defineRoute('PUT', '/api/UserSession/:orgGuid/SetStartingOrg', {
    response: ofType<UserInfo>(),
  }),
  forgetAboutMe: defineRoute('GET', '/api/UserSession/ForgetAboutMe', { response: ofType<undefined>() }),
  removeRolesAndGroups: defineRoute('POST', '/api/UserSession/RemoveRolesAndGroups', {
    body: ofType<RemoveRolesAndGroupsBody>(),
    response: ofType<undefined>(),
  }),
  getMyInvitations: defineRoute('GET', '/api/UserSession/GetMyInvitations', {
    response: ofType<OrgInvitation[]>(),
  }),
  acceptInvitation: defineRoute('POST', '/api/UserSession/:invitationGuid/AcceptInvitation', {
    response: ofType<UserInfo>(),
  }),
  declineInvitation: defineRoute('DELETE', '/api/UserSession/:invitationGuid/DeclineInvitation', {
    response: ofType<undefined>(),
  }),
  getComplianceItemStatistics: defineRoute('GET', '/api/MainDashboard/GetComplianceItemStatistics', {
    query: ofType<GetComplianceItemStatisticsQuery>(),
    response: ofType<ComplianceStatistics>(),
  }),
  getOutboxMessages: defineRoute('GET', '/api/MailOutbox/GetMessages', {
    query: ofType<{ limit?: number }>(),
    response: ofType<OutboxMessage[]>(),
  }),
};
