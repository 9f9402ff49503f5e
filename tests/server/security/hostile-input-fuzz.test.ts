import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedMatrixForm, seedResponse, type MatrixForm } from '../authorization/matrix-form.ts';
import type { World } from '../authorization/matrix-world.ts';

// Every route of the OpenAPI document gets the classes of hostile input an attacker sends first: NUL bytes
// and lone UTF-16 surrogates in path segments, query values and every string of a body, raw bytes that are
// not UTF-8, repeated query keys, 1 MB strings, and multipart bodies with a bad or missing boundary or a
// hostile file name. Whatever the route does with them, it must answer 4xx, never 5xx.

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udfffz';
const HUGE = 'x'.repeat(1024 * 1024);
const HOSTILE_STRINGS = [NUL, LONE_HIGH, LONE_LOW, HUGE];
/** Path and query spellings: percent-encoded NUL, a UTF-8-encoded surrogate (invalid UTF-8), a stray byte. */
const HOSTILE_URL_PARTS = ['a%00b', '%ED%A0%80', '%C0%AF', '%FF', '<b>x</b>'];

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  examples?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  format?: string;
};
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp;
let token: string;
let orgGuid: string;
let form: MatrixForm;
let response: string;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const org = await t.seedOrg({ name: 'Fuzz Org' });
  orgGuid = org.guid;
  const person = await t.seedAccount({
    roles: { [org.guid]: ['Member', 'UserAdmin', 'ViewSetup', 'SetupBasic', 'SetupItems'] },
    superAdmin: true,
  });
  token = await t.tokenFor(person);
  const world = { t, orgA: org } as unknown as World;
  form = await seedMatrixForm(world);
  response = await seedResponse(world, form.guid, org.guid);
  doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
}, 120_000);
afterAll(() => t?.close());

/** A real value for a path parameter, so the hostile part reaches as deep into the route as it can. */
function realParam(name: string, path: string): string {
  if (name === 'orgGuid') return orgGuid;
  if (name === 'formGuid' || name === 'formDefinitionGuid') return form.guid;
  if (name === 'responseGuid') return response;
  if (name === 'repeaterHostElementGuid') return form.repeater;
  if (name === 'formElementGuid' || name === 'elementGuid') {
    if (path.includes('fileupload')) return form.upload;
    if (path.includes('Discussion')) return form.discussion;
    if (path.includes('namestamp')) return form.stamp;
    return form.text;
  }
  if (name === 'formName') return 'Fuzz form';
  if (name === 'roleName') return 'Member';
  return EMPTY_GUID;
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop()!;
  return resolve(doc.components?.schemas?.[name]);
}

/** A plausible body from the schema: its first example, else a value built from its shape. */
function sample(schemaIn: Schema | undefined, depth = 0): unknown {
  const schema = resolve(schemaIn);
  if (schema.examples?.length) return structuredClone(schema.examples[0]);
  if (depth > 6) return null;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sample(choice, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = [schema.type].flat()[0];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
    );
  if (type === 'array') return [sample(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return EMPTY_GUID;
  return 'text';
}

const GUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** Paths to every string of the value that is not a guid (the places a hostile text can go deepest). */
function textLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return GUID.test(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...path, key]));
  return [];
}

function withLeaf(value: unknown, path: (string | number)[], hostile: string): unknown {
  if (!path.length) return hostile;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = hostile;
  return copy;
}

/** Guids of the example that the route checks against its path take the real values. */
function grounded(example: unknown, path: string): unknown {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return example;
  const copy = { ...(example as Record<string, unknown>) };
  const lastParam = [...path.matchAll(/\{(\w+)\}/g)].at(-1)?.[1];
  if ('orgGuid' in copy) copy.orgGuid = orgGuid;
  if ('formDefinitionGuid' in copy) copy.formDefinitionGuid = form.guid;
  if ('guid' in copy && lastParam) copy.guid = realParam(lastParam, path);
  return copy;
}

/** The value with every string (or, with keepGuids, every string but guids) replaced by the hostile one. */
function poison(value: unknown, hostile: string, keepGuids: boolean): unknown {
  if (typeof value === 'string') return keepGuids && GUID.test(value) ? value : hostile;
  if (Array.isArray(value)) return value.map((item) => poison(item, hostile, keepGuids));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, poison(item, hostile, keepGuids)]),
    );
  return value;
}

function multipart(fileName: string, boundary = 'fuzz-boundary') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      'utf8',
    ),
    Buffer.from('not really a png'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

interface Attempt {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** Every hostile request for one route. */
function attemptsFor(method: string, path: string, operation: Operation): Attempt[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = [
    ...new Set([
      ...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      'orgGuid',
    ]),
  ];
  const urlWith = (overrides: Record<string, string> = {}, query = '') =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? realParam(name, path)) + query;
  const realQuery = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=${p.name === 'orgGuid' ? orgGuid : EMPTY_GUID}`)
    .join('&');
  const base = urlWith({}, realQuery ? `?${realQuery}` : '');
  const attempts: Attempt[] = [];
  for (const name of pathParams)
    for (const part of HOSTILE_URL_PARTS)
      attempts.push({
        label: `path ${name}=${part}`,
        url: urlWith({ [name]: part }, realQuery ? `?${realQuery}` : ''),
      });
  for (const name of queryParams) {
    const real = name === 'orgGuid' ? orgGuid : EMPTY_GUID;
    attempts.push({
      label: `query ${name} twice`,
      url: urlWith({}, `?${realQuery}&${name}=${real}&${name}=${real}`),
    });
    for (const part of HOSTILE_URL_PARTS)
      attempts.push({ label: `query ${name}=${part}`, url: urlWith({}, `?${name}=${part}`) });
  }
  if (method === 'GET') return attempts;

  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const example = grounded(sample(jsonSchema), path);
  // One text at a time, so the others pass validation and the hostile one travels as far as it can.
  for (const leaf of textLeaves(example).slice(0, 40))
    for (const hostile of [NUL, LONE_HIGH])
      attempts.push({
        label: `body ${leaf.join('.')}=${JSON.stringify(hostile)}`,
        url: base,
        payload: JSON.stringify(withLeaf(example, leaf, hostile)),
        contentType: 'application/json',
      });
  for (const hostile of HOSTILE_STRINGS) {
    const name = hostile === HUGE ? '1 MB' : JSON.stringify(hostile);
    for (const keepGuids of [false, true])
      attempts.push({
        label: `body strings ${name}${keepGuids ? ' (guids kept)' : ''}`,
        url: base,
        payload: JSON.stringify(poison(example, hostile, keepGuids)),
        contentType: 'application/json',
      });
    attempts.push({
      label: `body is ${name}`,
      url: base,
      payload: JSON.stringify(hostile),
      contentType: 'application/json',
    });
    attempts.push({ label: `text body ${name}`, url: base, payload: hostile, contentType: 'text/plain' });
  }
  attempts.push({
    label: 'body not UTF-8',
    url: base,
    payload: Buffer.from([0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22]),
    contentType: 'application/json',
  });
  attempts.push({
    label: 'hostile object keys',
    url: base,
    payload: `{"a\\u0000b": 1, "\\ud800": "x", "__proto__": {"x": 1}}`,
    contentType: 'application/json',
  });
  attempts.push({
    label: 'multipart without boundary',
    url: base,
    payload: multipart('a.png'),
    contentType: 'multipart/form-data',
  });
  attempts.push({
    label: 'multipart with a wrong boundary',
    url: base,
    payload: multipart('a.png'),
    contentType: 'multipart/form-data; boundary=something-else',
  });
  attempts.push({
    label: 'multipart with an empty boundary',
    url: base,
    payload: multipart('a.png'),
    contentType: 'multipart/form-data; boundary=',
  });
  attempts.push({
    label: 'multipart cut short',
    url: base,
    payload: multipart('a.png').subarray(0, 60),
    contentType: 'multipart/form-data; boundary=fuzz-boundary',
  });
  for (const fileName of [NUL, LONE_HIGH, `${'n'.repeat(5000)}.png`])
    attempts.push({
      label: `multipart file name ${JSON.stringify(fileName.slice(0, 8))}`,
      url: base,
      payload: multipart(fileName),
      contentType: 'multipart/form-data; boundary=fuzz-boundary',
    });
  return attempts;
}

/** Routes in an order that keeps the world standing: deletions last, the organisation's own at the very end. */
function routes(): [string, string, Operation][] {
  const all = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
        .map(([method, operation]) => [method.toUpperCase(), path, operation] as [string, string, Operation]),
    );
  const rank = ([method, path]: [string, string, Operation]) =>
    (method === 'DELETE' ? 1 : 0) + (/Delete(Org|FormDefinition)\b/.test(path) ? 1 : 0);
  return all.sort((a, b) => rank(a) - rank(b));
}

describe('hostile input', () => {
  it('never gets a 5xx from any route of the OpenAPI document', async () => {
    const failures: string[] = [];
    const list = routes();
    expect(list.length).toBeGreaterThan(40);
    for (const [method, path, operation] of list) {
      for (const attempt of attemptsFor(method, path, operation)) {
        const reply = await t.request({
          method: method as 'GET',
          url: attempt.url,
          token,
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
          ...(attempt.contentType ? { headers: { 'content-type': attempt.contentType } } : {}),
        });
        if (reply.statusCode >= 500)
          failures.push(
            `${method} ${path} [${attempt.label}]: ${reply.statusCode} ${reply.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
