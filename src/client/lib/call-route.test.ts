import { describe, expect, it, vi } from 'vitest';
import { answerRoutes } from '../../shared/api/answer-routes.ts';
import { formRoutes } from '../../shared/api/form-routes.ts';
import { orgRoutes } from '../../shared/api/org-routes.ts';
import { peopleRoutes } from '../../shared/api/people-routes.ts';
import { sessionRoutes } from '../../shared/api/session-routes.ts';
import { createApiClient } from './api-client.ts';
import { createRouteCaller, type RouteCaller } from './call-route.ts';

function setup(response = () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })) {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => response());
  const onFailure = vi.fn();
  const client = createApiClient({
    fetch,
    getAccessToken: async () => 'token-123',
    isOffline: () => false,
    refreshStores: () => {},
    onFailure,
  });
  return { call: createRouteCaller(client), fetch, onFailure };
}

describe('createRouteCaller', () => {
  it("fills the route's path with each parameter URI-encoded", async () => {
    const { call, fetch } = setup();
    await call(formRoutes.getResponse, {
      params: { formDefinitionGuid: 'f/1', orgGuid: 'o 2', responseGuid: 'r?3' },
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/mwforms/f%2F1/o%202/r%3F3/GetResponse');
    expect(fetch.mock.calls[0]![1].method).toBe('GET');
  });

  it('appends the query, leaving out what is undefined', async () => {
    const { call, fetch } = setup();
    await call(formRoutes.getAllListDefinitions, {
      query: { currentOrganizationGuid: 'o&1', formDefinitionGuid: undefined, workflowDefinitionGuid: 'w' },
    });
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/ListDefinition/GetAllListDefinitions?currentOrganizationGuid=o%261&workflowDefinitionGuid=w',
    );
  });

  it('sends the body as JSON with the route’s method, and multipart bodies as they are', async () => {
    const { call, fetch } = setup();
    await call(peopleRoutes.createOrgGroup, {
      body: { orgGuid: 'o', name: 'Nurses', forOwnWorkflow: 'NA', entityGuids: [] },
    });
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"orgGuid":"o","name":"Nurses","forOwnWorkflow":"NA","entityGuids":[]}',
    });
    const form = new FormData();
    await call(orgRoutes.uploadOrgLogo, { params: { orgGuid: 'o' }, body: form });
    expect(fetch.mock.calls[1]![1].body).toBe(form);
  });

  it('reads a file route’s answer as a Blob', async () => {
    const { call } = setup(
      () => new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } }),
    );
    const file = await call(orgRoutes.getFile, { params: { fileGuid: 'f' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('{"a":1}');
  });

  it('passes the api-client options on: keepalive, anonymous and quiet', async () => {
    const { call, fetch, onFailure } = setup(() => new Response('no', { status: 400 }));
    const params = { formGuid: 'f', responseGuid: 'r', formElementGuid: 'e', repeatableGroupGuid: 'g' };
    await expect(
      call(answerRoutes.submitAnswer, { params, body: 1 }, { quiet: true, keepalive: true }),
    ).rejects.toMatchObject({ status: 400 });
    expect(fetch.mock.calls[0]![1].keepalive).toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
    await call(sessionRoutes.getAuthConfig, {}, { anonymous: true }).catch(() => {});
    expect(new Headers(fetch.mock.calls[1]![1].headers).has('Authorization')).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('refuses a call whose parameter is undefined at run time, naming it', async () => {
    const { call, fetch } = setup();
    const orgGuid = undefined as unknown as string;
    await expect(call(orgRoutes.getOrgInfo, { params: { orgGuid } })).rejects.toThrow(
      'GET /api/Org/:orgGuid/GetOrgInfo needs the parameter orgGuid.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

// Never run: `npm run typecheck` compiles it, so each line marked @ts-expect-error must stay an error.
export function callsTheTypesRefuse(call: RouteCaller) {
  // @ts-expect-error the path's parameter is missing
  void call(orgRoutes.getOrgInfo);
  // @ts-expect-error the path's parameter is missing
  void call(orgRoutes.getOrgInfo, { params: {} });
  // @ts-expect-error the parameter is misnamed
  void call(orgRoutes.getOrgInfo, { params: { orgGUID: 'o' } });
  // @ts-expect-error the parameter is misnamed
  void call(peopleRoutes.updateOrgGroup, { params: { orgGuid: 'o', groupGuid: 'g' }, body: {} as never });
  // @ts-expect-error a route without parameters takes none
  void call(orgRoutes.getOrgs, { params: { orgGuid: 'o' } });
  // @ts-expect-error the query's orgGuid is required
  void call(sessionRoutes.getComplianceItemStatistics, {});
  // @ts-expect-error the body is not an organisation
  void call(orgRoutes.createOrg, { body: { name: 1 } });
  // @ts-expect-error an upload's body is form data
  void call(orgRoutes.uploadOrgLogo, { params: { orgGuid: 'o' }, body: { file: 'x' } });
}
