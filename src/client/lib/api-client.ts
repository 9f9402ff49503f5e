import { parseStoreRefresh } from './cache-names.ts';
import { MAINTENANCE_REFUSAL } from '../../shared/errors/maintenance.ts';
import { WRITER_CONNECTIONS_HEADER } from '../../shared/realtime/writer-connections.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the bearer token (the anonymous calls, e.g. the auth configuration). */
  anonymous?: boolean;
  /** The caller shows failures itself; the shared handler stays silent. */
  quiet?: boolean;
  /** Read the body as a Blob (files, the organisation logo). */
  responseType?: 'auto' | 'blob';
  /** Sent even while the server is offline for maintenance: the site-status calls, which it still answers. */
  whileOffline?: boolean;
  /** Let the request outlive the page (a save sent while the tab closes); the browser caps the body at 64 KiB. */
  keepalive?: boolean;
}

/** A response with a non-OK status. `body` is the parsed JSON, or the text when it was not JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    readonly request: string,
  ) {
    super(statusText || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Thrown without touching the network while the server is offline for maintenance (spec 4). */
export class OfflineError extends Error {
  constructor(readonly request: string) {
    super(`Cannot perform "${request}" - server is offline for maintenance.`);
    this.name = 'OfflineError';
  }
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => Promise<string | null | undefined>;
  isOffline: () => boolean;
  /** Drops the named client caches (X-Store-Refresh). */
  refreshStores: (names: string[]) => void;
  /** The server answered that it is offline for maintenance (a browser that missed the hub's message). */
  onServerOffline?: () => void;
  /** Shows a failure to the user (toasts); called once per failed call unless the call is quiet. */
  onFailure: (error: unknown, request: string) => void;
  /** This tab's live hub connections, named on writes so the live events they cause skip this tab only. */
  writerConnections?: () => readonly string[];
  baseUrl?: string;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/** The one way the client talks to the API: token, body reading, cache refresh, offline refusal, errors. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const request = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> => {
    const label = `${method} ${path}`;
    const fail = (error: unknown): never => {
      if (!options.quiet && !isAbort(error)) deps.onFailure(error, label);
      throw error;
    };
    if (deps.isOffline() && !options.whileOffline) return fail(new OfflineError(label));

    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    if (!options.anonymous) {
      const token = await deps.getAccessToken().catch(() => null);
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    const connections = method === 'GET' ? [] : (deps.writerConnections?.() ?? []);
    if (connections.length > 0) headers.set(WRITER_CONNECTIONS_HEADER, connections.join(','));
    const body = encodeBody(options.body, headers);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl ?? '', path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      return fail(error);
    }

    // Honoured on failures too: a refused change may still mean the cached copy is out of date.
    const stale = parseStoreRefresh(response.headers.get('X-Store-Refresh'));
    if (stale.length > 0) deps.refreshStores(stale);

    const content =
      options.responseType === 'blob' && response.ok ? await response.blob() : await readBody(response);
    if (isMaintenanceRefusal(response.status, content)) {
      deps.onServerOffline?.();
      return fail(new OfflineError(label));
    }
    if (!response.ok) return fail(new ApiError(response.status, response.statusText, content, label));
    return content as T;
  };

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  // Strings are sent as JSON too: some calls' bodies are a bare value (a new status, an answer).
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** JSON when the server says so, otherwise text (spec 7: a non-JSON body is read as text); empty → undefined. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The server's 503 while its maintenance flag is set (spec 4, 8), told apart from a gateway's 503. */
function isMaintenanceRefusal(status: number, body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return status === 503 && detail === MAINTENANCE_REFUSAL;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
