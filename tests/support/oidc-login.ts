import { createHash, randomBytes } from 'node:crypto';
import { Browser } from './test-browser.ts';

/**
 * Drives the embedded identity provider the way a browser and the SPA do: discovery, authorization
 * request with PKCE, the sign-in page, redirects with cookies, and the code exchange. Tests get real
 * tokens this way; the product has no back door for them.
 */

export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  extraQueryParams: Record<string, string>;
}

export interface SignInStart {
  browser: Browser;
  settings: AuthSettings;
  tokenEndpoint: string;
  verifier: string;
  /** The interaction page the provider sent the browser to, and its HTML. */
  pageUrl: string;
  pageHtml: string;
}

/** Starts an authorization request with the app's own settings (GET /api/auth/config) and lands on the sign-in page. */
export async function beginSignIn(
  baseUrl: string,
  browser = new Browser(),
  extra: Record<string, string> = {},
): Promise<SignInStart> {
  const settings = (await (await fetch(`${baseUrl}/api/auth/config`)).json()) as AuthSettings;
  const discovery = (await (
    await fetch(`${settings.authority}/.well-known/openid-configuration`)
  ).json()) as Record<string, string>;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: settings.scope,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...settings.extraQueryParams,
    ...extra,
  });
  const { url, response } = await browser.follow(`${discovery.authorization_endpoint}?${query}`);
  return {
    browser,
    settings,
    tokenEndpoint: discovery.token_endpoint!,
    verifier,
    pageUrl: url,
    pageHtml: await response.text(),
  };
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
}

/** Posts a form of the interaction and, when it leads back to the app with a code, exchanges the code. */
export async function submitAndExchange(
  start: SignInStart,
  formPath: string,
  fields: Record<string, string>,
): Promise<Tokens> {
  const { browser, settings } = start;
  const target = new URL(formPath, start.pageUrl).href;
  const { url, response } = await browser.submit(target, fields, (address) =>
    address.startsWith(settings.redirectUri),
  );
  const code = new URL(url).searchParams.get('code');
  if (!code)
    throw new Error(
      `The sign-in did not return to the app (${response.status}): ${(await response.text()).slice(0, 300)}`,
    );
  const exchange = await fetch(start.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: settings.redirectUri,
      client_id: settings.clientId,
      code_verifier: start.verifier,
    }),
  });
  if (!exchange.ok)
    throw new Error(`The code exchange failed (${exchange.status}): ${await exchange.text()}`);
  return (await exchange.json()) as Tokens;
}

/** The sign-in form's address on the page (the interaction's own path). */
export const formAction = (pageHtml: string, endsWith: string) => {
  const action = [...pageHtml.matchAll(/<form[^>]*action="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((a) => a.endsWith(endsWith));
  if (!action) throw new Error(`No form posting to …${endsWith} on the page`);
  return action;
};

/** Signs in with e-mail and password through the real provider and returns all tokens. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Tokens> {
  const start = await beginSignIn(baseUrl);
  return submitAndExchange(start, formAction(start.pageHtml, '/login'), { email, password });
}

/** Signs in with e-mail and password and returns the JWT access token for the API. */
export async function signInAndGetToken(baseUrl: string, email: string, password: string): Promise<string> {
  return (await signIn(baseUrl, email, password)).access_token;
}

/** Silent renewal as the app does it: the refresh token brings new tokens (each use rotates it). */
export function renewWithRefreshToken(start: SignInStart, refreshToken: string): Promise<Response> {
  return fetch(start.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: start.settings.clientId,
    }),
  });
}
