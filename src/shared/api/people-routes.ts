import type {
  CreateLoginAccountBody,
  CreateOrgGroupBody,
  GetOrgGroupsInfoResponse,
  LoginAccount,
  OrgGroup,
  OrgInvitation,
} from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** The people of an organisation (members and guests) and its security groups. */
export const peopleRoutes = {
  getLoginAccounts: defineRoute('GET', '/api/LoginAccountManagement/:orgGuid/:roleName/GetLoginAccounts', {
    response: ofType<LoginAccount[]>(),
  }),
  // A person of another organisation is invited rather than added: an OrgInvitation comes back.
  createLoginAccount: defineRoute('POST', '/api/LoginAccountManagement/CreateLoginAccount', {
    body: ofType<CreateLoginAccountBody>(),
    response: ofType<LoginAccount | OrgInvitation>(),
  }),
  updateLoginAccountInOrg: defineRoute(
    'PUT',
    '/api/LoginAccountManagement/:orgGuid/UpdateLoginAccountInOrg',
    {
      body: ofType<LoginAccount>(),
      response: ofType<LoginAccount>(),
    },
  ),
  deleteLoginAccountInOrg: defineRoute(
    'PUT',
    '/api/LoginAccountManagement/:orgGuid/:userGuid/DeleteLoginAccountInOrg',
    { response: ofType<undefined>() },
  ),
  getOrgGroupsInfo: defineRoute('GET', '/api/OrgGroup/:orgGuid/GetOrgGroupsInfo', {
    response: ofType<GetOrgGroupsInfoResponse>(),
  }),
  createOrgGroup: defineRoute('POST', '/api/OrgGroup/CreateOrgGroup', {
    body: ofType<CreateOrgGroupBody>(),
    response: ofType<OrgGroup>(),
  }),
  updateOrgGroup: defineRoute('PUT', '/api/OrgGroup/:orgGuid/:orgGroupGuid/UpdateOrgGroup', {
    body: ofType<OrgGroup>(),
    response: ofType<OrgGroup>(),
  }),
  deleteOrgGroup: defineRoute('DELETE', '/api/OrgGroup/:orgGroupGuid/DeleteOrgGroup', {
    query: ofType<{ orgGuid: string }>(),
    response: ofType<undefined>(),
  }),
};
