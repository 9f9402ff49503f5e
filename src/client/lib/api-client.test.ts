import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError, createApiClient, type ApiClientDeps } from './api-client.ts';

function setup(
  overrides: Partial<ApiClientDeps> = {},
  response = new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
) {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => response.clone());
  const deps: ApiClientDeps = {
    fetch,
    getAccessToken: async () => 'token-123',
    isOffline: () => false,
    refreshStores: vi.fn(),
    onFailure: vi.fn(),
    ...overrides,
  };
  return { api: createApiClient(deps), fetch, deps };
}

const sentHeaders = (fetch: ReturnType<typeof setup>['fetch']) =>
  new Headers(fetch.mock.calls[0]![1].headers);

describe('api-client', () => {
  it('sends the signed-in person’s bearer token and the query string', async () => {
    const { api, fetch } = setup();
    await api.get('/api/MainDashboard/GetComplianceItemStatistics', {
      query: { orgGuid: 'org-1', skip: undefined },
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/MainDashboard/GetComplianceItemStatistics?orgGuid=org-1');
    expect(sentHeaders(fetch).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no token on anonymous calls such as the sign-in settings', async () => {
    const getAccessToken = vi.fn(async () => 'token-123');
    const { api, fetch } = setup({ getAccessToken });
    await api.get('/api/auth/config', { anonymous: true });
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('reads JSON bodies as objects, other bodies as text and empty bodies as nothing', async () => {
    const json = setup(
      {},
      new Response('{"activeItems":3}', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(json.api.get('/a')).resolves.toEqual({ activeItems: 3 });
    const text = setup({}, new Response('plain words', { headers: { 'Content-Type': 'text/plain' } }));
    await expect(text.api.get('/b')).resolves.toBe('plain words');
    const empty = setup({}, new Response(null, { status: 204 }));
    await expect(empty.api.get('/c')).resolves.toBeUndefined();
  });

  it('sends bodies as JSON', async () => {
    const { api, fetch } = setup();
    await api.post('/api/Org/CreateOrg', { name: 'Acme' });
    expect(fetch.mock.calls[0]![1].body).toBe('{"name":"Acme"}');
    expect(sentHeaders(fetch).get('Content-Type')).toBe('application/json');
  });

  it('drops the caches the server names in X-Store-Refresh', async () => {
    const response = new Response(null, {
      status: 204,
      headers: { 'X-Store-Refresh': 'userInfo, orgInfo,entityDefinitions' },
    });
    const { api, deps } = setup({}, response);
    await api.get('/api/UserSession/ForgetAboutMe');
    expect(deps.refreshStores).toHaveBeenCalledWith(['userInfo', 'orgInfo', 'entityDefinitions']);
  });

  it('refuses every call while the server is offline, without touching the network', async () => {
    const { api, fetch, deps } = setup({ isOffline: () => true });
    await expect(api.put('/api/Org/x/UpdateOrg', {})).rejects.toBeInstanceOf(OfflineError);
    expect(fetch).not.toHaveBeenCalled();
    const [error] = vi.mocked(deps.onFailure).mock.calls[0]!;
    expect((error as Error).message).toBe(
      'Cannot perform "PUT /api/Org/x/UpdateOrg" - server is offline for maintenance.',
    );
  });

  it('takes the server’s maintenance 503 as offline: the flag is raised and the call named', async () => {
    const body = {
      title: 'Service Unavailable',
      status: 503,
      detail: 'The server is offline for maintenance.',
    };
    const response = new Response(JSON.stringify(body), {
      status: 503,
      headers: { 'Content-Type': 'application/problem+json' },
    });
    const onServerOffline = vi.fn();
    const { api, deps } = setup({ onServerOffline }, response);
    await expect(api.put('/api/Org/x/UpdateOrg', {})).rejects.toBeInstanceOf(OfflineError);
    expect(onServerOffline).toHaveBeenCalledTimes(1);
    const [error] = vi.mocked(deps.onFailure).mock.calls[0]!;
    expect((error as Error).message).toBe(
      'Cannot perform "PUT /api/Org/x/UpdateOrg" - server is offline for maintenance.',
    );
  });

  it('sends a site-status call while offline', async () => {
    const { api, fetch } = setup({ isOffline: () => true });
    await api.get('/api/SiteStatus/GetSiteStatus', { whileOffline: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands a failed call’s status and error body to the error handler once, then rejects', async () => {
    const body = { title: 'Bad Request', status: 400, errors: { Name: ['Name needed'] } };
    const response = new Response(JSON.stringify(body), {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'Content-Type': 'application/problem+json' },
    });
    const { api, deps } = setup({}, response);
    const failure = await api.post('/api/OrgGroup/CreateOrgGroup', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, body });
    expect(deps.onFailure).toHaveBeenCalledTimes(1);
    expect(deps.onFailure).toHaveBeenCalledWith(failure, 'POST /api/OrgGroup/CreateOrgGroup');
  });

  it('reports an unreachable server, and stays silent for quiet calls', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, deps } = setup({ fetch });
    await expect(api.get('/x')).rejects.toThrow('Failed to fetch');
    expect(deps.onFailure).toHaveBeenCalledTimes(1);
    await expect(api.get('/x', { quiet: true })).rejects.toThrow('Failed to fetch');
    expect(deps.onFailure).toHaveBeenCalledTimes(1);
  });
});
