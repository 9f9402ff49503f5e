import { expect, type APIResponse, type Page } from '@playwright/test';

/** The signed-in person's access token, as the app's OpenID Connect client keeps it in the browser. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const store of [window.sessionStorage, window.localStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith('oidc.user:')) {
          const user = JSON.parse(store.getItem(key) ?? '{}') as { access_token?: string };
          if (user.access_token) return user.access_token;
        }
      }
    }
    return null;
  });
  if (!token) throw new Error('No signed-in user in the browser storage');
  return token;
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface StoredAnswer {
  formElementGuid: string;
  repeatableGroupGuid: string | null;
  answerValue: string | null;
}

/** API calls made as the person signed in on the page. */
export async function apiAs(page: Page) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  return {
    authHeaders: async () => headers,
    myUserInfo: async () =>
      json<{ userGuid: string; loginName: string; defaultOrgGuid: string }>(
        await page.request.get('/api/UserSession/GetMyUserInfo', { headers }),
      ),
    orgGroups: async (orgGuid: string) =>
      json<{ guid: string; name: string }[]>(
        await page.request.get(`/api/OrgGroup/${orgGuid}/GetAllOrgGroupDtos`, { headers }),
      ),
    /** Uploads a form's JSON as the designer's upload does. */
    uploadForm: async (orgGuid: string, form: { guid: string } & Record<string, unknown>) =>
      json<{ guid: string; name: string }>(
        await page.request.post('/api/FormDefinition', {
          params: { orgGuid, formDefinitionGuid: form.guid },
          headers: { ...headers, 'content-type': 'application/json' },
          data: JSON.stringify(form),
        }),
      ),
    answers: async (formGuid: string, orgGuid: string, responseGuid: string) =>
      (
        await json<{ answers?: StoredAnswer[] }>(
          await page.request.get(`/api/mwforms/${formGuid}/${orgGuid}/${responseGuid}/GetResponse`, {
            headers,
          }),
        )
      ).answers ?? [],
  };
}
