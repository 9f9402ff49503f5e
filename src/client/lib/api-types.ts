/*
 * The API shapes the client uses. The generated types (from schemas/) are the source; the aliases keep the
 * names the client code reads best with. The few shapes without a schema yet live beside the route table.
 */
export type { AuthConfig, OutboxMessage } from '../../shared/api/shapes-without-schema.ts';
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
