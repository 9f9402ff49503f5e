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

/**
 * Drops the caches the app keeps in the browser (as the app's own X-Store-Refresh would after a change it
 * made itself), now and again as the next page loads: the running app may write its cache back in between,
 * so the copy that counts is removed before the next page's app reads it.
 */
export async function forgetKeptCaches(page: Page): Promise<void> {
  const once = `${Date.now()}-${Math.random()}`;
  await page.addInitScript((token) => {
    const done = window.sessionStorage.getItem('e2e.caches-forgotten') ?? '';
    if (done.includes(token)) return;
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('bt.cache')) window.localStorage.removeItem(key);
    window.sessionStorage.setItem('e2e.caches-forgotten', `${done} ${token}`);
  }, once);
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('bt.cache')) window.localStorage.removeItem(key);
  });
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
    /**
     * Makes the named organisation the person's starting one (tests before may have moved it) and drops the
     * person's info the app keeps in the browser, as the app's own X-Store-Refresh would; reload afterwards.
     */
    startIn: async (orgName: string) => {
      const info = await json<{ orgDict: Record<string, { guid: string; name: string }> }>(
        await page.request.get('/api/UserSession/GetMyUserInfo', { headers }),
      );
      const org = Object.values(info.orgDict).find((candidate) => candidate.name === orgName);
      if (!org) throw new Error(`The signed-in person is not in ${orgName}`);
      const set = await page.request.put(`/api/UserSession/${org.guid}/SetStartingOrg`, { headers });
      expect(set.ok(), await set.text()).toBe(true);
      await forgetKeptCaches(page);
    },
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
