import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './problem.ts';
import { MAX_JSON_BYTES, MAX_TEXT_CHARS, TEXT_MESSAGES } from './input-messages.ts';

/**
 * Text the database and every reader can hold: no NUL character (PostgreSQL text cannot store it) and no
 * unpaired UTF-16 surrogate (not a character at all; it would be stored as garbage or refused). Such text
 * is refused with a 400 before any route sees it, rather than replaced or left to fail deep inside.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with the text, or undefined when it is fine. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return undefined;
}

/** Throws a 400 naming the field when the text holds a NUL or an unpaired surrogate. */
export function assertCleanText(value: string, field: string): void {
  const problem = textProblem(value);
  if (problem) throw badRequest(problem, { [field]: [problem] });
}

/** Checks every string and every key of a parsed body; the field is named by its path ('components.3.label'). */
export function assertCleanValue(value: unknown, path = 'body'): void {
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_CHARS)
      throw badRequest(TEXT_MESSAGES.tooLong, { [path]: [TEXT_MESSAGES.tooLong] });
    return assertCleanText(value, path);
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertCleanValue(item, `${path}.${index}`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertCleanText(key, path);
      assertCleanValue(item, path === 'body' ? key : `${path}.${key}`);
    }
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The bytes as text, refusing anything that is not UTF-8 (a decoder would otherwise replace it silently). */
export function decodeUtf8(bytes: Buffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw badRequest(TEXT_MESSAGES.notUtf8);
  }
}

function decodeUrlPart(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw badRequest(TEXT_MESSAGES.badAddress);
  }
}

/** Path segments and query values: valid UTF-8, clean text; API query keys only once. */
function checkAddress(request: FastifyRequest): void {
  const raw = request.raw.url ?? '';
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  // Without an escape a segment decodes to itself (a '+' to a space), and the raw address is the request
  // line's bytes read as characters, so it holds no surrogate; a NUL takes the full check as before. Every
  // save's nine segments were decoded and scanned for nothing.
  if (path.includes('%') || path.includes('\u0000'))
    for (const segment of path.split('/')) assertCleanText(decodeUrlPart(segment), 'path');
  if (queryAt < 0) return;
  const seen = new Set<string>();
  const isApi = path.startsWith('/api/');
  for (const pair of raw.slice(queryAt + 1).split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = decodeUrlPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? '' : decodeUrlPart(pair.slice(equals + 1));
    assertCleanText(key, 'query');
    assertCleanText(value, key);
    // A repeated key turns a value into a list no route expects (OAuth's own parameters may repeat).
    if (isApi && seen.has(key))
      throw badRequest(TEXT_MESSAGES.repeatedQuery(key), { [key]: [TEXT_MESSAGES.repeatedQuery(key)] });
    seen.add(key);
  }
}

/** A multipart body must name a boundary; the parts themselves are checked as they are read. */
function checkMultipartHeader(request: FastifyRequest): void {
  const type = request.headers['content-type'];
  if (!type || !/^multipart\//i.test(type)) return;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary || !(boundary[1] ?? boundary[2])) throw badRequest(TEXT_MESSAGES.badMultipart);
}

/**
 * One place for hostile text on every route: the address (path and query) is checked before routing
 * decisions are used, JSON and plain-text bodies are decoded strictly and checked string by string.
 * Routes that read bodies themselves (uploads) use `assertCleanText` / `assertCleanValue`.
 */
export function registerHostileInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    checkAddress(request);
    checkMultipartHeader(request);
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_JSON_BYTES },
    (request, body, done) => {
      let text: string;
      try {
        text = decodeUtf8(body as Buffer);
      } catch (error) {
        return done(error as Error, undefined);
      }
      parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        try {
          assertCleanValue(value);
        } catch (problem) {
          return done(problem as Error, undefined);
        }
        done(null, value);
      });
    },
  );
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer', bodyLimit: MAX_JSON_BYTES },
    (_request, body, done) => {
      try {
        const text = decodeUtf8(body as Buffer);
        assertCleanText(text, 'body');
        done(null, text);
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
