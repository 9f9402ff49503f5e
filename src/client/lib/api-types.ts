/*
 * The API shapes the client uses. The generated types (from schemas/) are the source; the aliases keep the
 * names the client code reads best with. Only the sign-in settings have no schema yet.
 */
export type {
  ComplianceStatistics,
  HomePageType,
  OrgInUserInfo as UserOrg,
  Problem as ProblemBody,
  ReturnAction,
  ReturnActionCode,
  Role,
  UserEntity as EntityDto,
  UserInfo,
} from '../../shared/generated/types.gen.ts';

/** GET /api/auth/config: where the identity provider is and how this client is registered there. */
export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  extraQueryParams?: Record<string, string>;
  redirectUri: string;
  postLogoutRedirectUri: string;
  passwordResetUrl: string;
}
