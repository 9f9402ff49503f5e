// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedCacheNames, tenMinutes } from './cache-names.ts';
import { createSubjectCaches } from './subject-caches.ts';

const oneDay = 24 * 60 * 60 * 1000;
// The persister gathers changes and writes them at most once a second.
const saveDelayMs = 1_000;

const adasInfo = { loginName: 'Ada', orgDict: {} };
const gracesInfo = { loginName: 'Grace', orgDict: {} };

/** One page load: a fresh client over the browser's (jsdom's) real localStorage. */
function openPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: tenMinutes } } });
  const caches = createSubjectCaches({
    queryClient,
    storage: window.localStorage,
    cacheNames: persistedCacheNames,
    maxAgeMs: oneDay,
  });
  return { queryClient, caches };
}

async function loadAndSave(queryClient: QueryClient, queryKey: string[], data: unknown) {
  await queryClient.fetchQuery({ queryKey, queryFn: async () => data });
  await vi.advanceTimersByTimeAsync(saveDelayMs);
}

/** Asks for user info the way a screen does; counts the calls that reach the server. */
async function askForUserInfo(queryClient: QueryClient) {
  let serverCalls = 0;
  const data = await queryClient.fetchQuery({
    queryKey: ['userInfo'],
    queryFn: async () => (serverCalls++, adasInfo),
  });
  return { data, serverCalls };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('caches kept per signed-in person', () => {
  it('shows the last user info at once after a reload, without asking the server again while fresh', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);

    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['userInfo'])).toEqual(adasInfo);
    expect(await askForUserInfo(second.queryClient)).toEqual({ data: adasInfo, serverCalls: 0 });
  });

  it('shows restored user info older than ten minutes, and reloads it', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);

    vi.setSystemTime(Date.now() + tenMinutes + 1_000);
    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['userInfo'])).toEqual(adasInfo);
    expect((await askForUserInfo(second.queryClient)).serverCalls).toBe(1);
  });

  it('never shows one person’s cached data to the next person on the same browser', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);

    const second = openPage();
    await second.caches.signedIn('subject-b');
    expect(second.queryClient.getQueryData(['userInfo'])).toBeUndefined();
  });

  it('drops the previous person’s data when someone else signs in on the same page', async () => {
    const page = openPage();
    await page.caches.signedIn('subject-a');
    await loadAndSave(page.queryClient, ['userInfo'], adasInfo);

    await page.caches.signedIn('subject-b');
    expect(page.queryClient.getQueryData(['userInfo'])).toBeUndefined();
    await loadAndSave(page.queryClient, ['userInfo'], gracesInfo);

    const ada = openPage();
    await ada.caches.signedIn('subject-a');
    expect(ada.queryClient.getQueryData(['userInfo'])).toEqual(adasInfo);
    const grace = openPage();
    await grace.caches.signedIn('subject-b');
    expect(grace.queryClient.getQueryData(['userInfo'])).toEqual(gracesInfo);
  });

  it('forgets everything on sign-out, even a save still waiting to be written', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);
    await first.queryClient.fetchQuery({
      queryKey: ['orgInfo', 'org-1'],
      queryFn: async () => ({ customCSS: '' }),
    });

    first.caches.signedOut();
    expect(first.queryClient.getQueryData(['userInfo'])).toBeUndefined();
    await vi.advanceTimersByTimeAsync(saveDelayMs);
    expect(window.localStorage.length).toBe(0);

    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['userInfo'])).toBeUndefined();
    expect(second.queryClient.getQueryData(['orgInfo', 'org-1'])).toBeUndefined();
  });

  it('keeps only the chosen caches', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['orgInfo', 'org-1'], { customCSS: '' });
    await loadAndSave(first.queryClient, ['complianceStatistics', 'org-1'], { activeItems: 1 });

    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['orgInfo', 'org-1'])).toEqual({ customCSS: '' });
    expect(second.queryClient.getQueryData(['complianceStatistics', 'org-1'])).toBeUndefined();
  });

  it('does not restore data saved more than a day ago', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);

    vi.setSystemTime(Date.now() + oneDay + 1_000);
    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['userInfo'])).toBeUndefined();
  });

  it('opens the page without the saved caches when their copy is damaged, and erases it', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['userInfo'], adasInfo);
    const [key] = Object.keys(window.localStorage);
    window.localStorage.setItem(key!, '{"timestamp":');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const second = openPage();
    await expect(second.caches.signedIn('subject-a')).resolves.toBeUndefined();
    expect(second.queryClient.getQueryData(['userInfo'])).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
  });

  it('forgets a cache the app removes (X-Store-Refresh of a cache not on screen)', async () => {
    const first = openPage();
    await first.caches.signedIn('subject-a');
    await loadAndSave(first.queryClient, ['entityDefinitions', 'org-1'], []);
    first.queryClient.removeQueries({ queryKey: ['entityDefinitions'] });
    await vi.advanceTimersByTimeAsync(saveDelayMs);

    const second = openPage();
    await second.caches.signedIn('subject-a');
    expect(second.queryClient.getQueryData(['entityDefinitions', 'org-1'])).toBeUndefined();
  });
});
