import type { NamedReference, Org, OrganisationInfo } from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** Organisations, the files they own (logos, uploads) and their entities. */
export const orgRoutes = {
  getOrgs: defineRoute('GET', '/api/Org/GetOrgs', { response: ofType<Org[]>() }),
  getOrgInfo: defineRoute('GET', '/api/Org/:orgGuid/GetOrgInfo', { response: ofType<OrganisationInfo>() }),
  createOrg: defineRoute('POST', '/api/Org/CreateOrg', { body: ofType<Org>(), response: ofType<Org>() }),
  updateOrg: defineRoute('PUT', '/api/Org/:orgGuid/UpdateOrg', {
    body: ofType<Org>(),
    response: ofType<Org>(),
  }),
  joinOrg: defineRoute('POST', '/api/Org/:orgGuid/JoinOrg', { response: ofType<Org>() }),
  exportOrgAsJson: defineRoute('GET', '/api/Org/:orgGuid/ExportOrgAsJson', { download: true }),
  getFile: defineRoute('GET', '/api/files/:fileGuid', { download: true }),
  uploadOrgLogo: defineRoute('POST', '/api/files/org/:orgGuid/logo', {
    upload: true,
    response: ofType<{ fileGuid: string }>(),
  }),
  getBasicEntityDetails: defineRoute('GET', '/api/Entity/:entityDefinitionGuid/GetBasicEntityDetails', {
    query: ofType<{ orgGuid: string }>(),
    response: ofType<NamedReference[]>(),
  }),
};
