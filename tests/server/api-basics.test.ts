import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the API as a whole', () => {
  it('answers an unknown /api path with the uniform 404 body', async () => {
    const response = await t.request({ method: 'GET', url: '/api/NoSuchArea/NoSuchCall?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      title: 'Not Found',
      detail: 'No such endpoint: GET /api/NoSuchArea/NoSuchCall',
      status: 404,
    });
  });

  it('publishes an OpenAPI document listing the routes with their access and parameters', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/UserSession/GetMyUserInfo',
        '/api/UserSession/{orgGuid}/SetStartingOrg',
        '/api/UserSession/ForgetAboutMe',
        '/api/MainDashboard/GetComplianceItemStatistics',
      ]),
    );
    const statistics = document.paths['/api/MainDashboard/GetComplianceItemStatistics'].get;
    expect(statistics.parameters).toEqual([
      expect.objectContaining({
        name: 'orgGuid',
        in: 'query',
        required: true,
        schema: { type: 'string', format: 'uuid' },
      }),
    ]);
    expect(Object.keys(statistics.responses['200'].content['application/json'].schema.properties)).toEqual([
      'activeItems',
      'inactiveItems',
      'unusedItems',
      'archivedItems',
    ]);
    // The document itself is not an API call and does not list itself.
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('asks for a sign-in before it looks at anything else in the request', async () => {
    const response = await t.request({ method: 'PUT', url: '/api/UserSession/not-a-guid/SetStartingOrg' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      title: 'Unauthorized',
      detail: 'You must be logged in to access this resource.',
      status: 401,
    });
  });

  it('refuses a malformed Authorization header with 401', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/UserSession/GetMyUserInfo',
      headers: { authorization: 'Basic abc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});
