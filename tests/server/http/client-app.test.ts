import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A built client as vite writes it: hashed bundles under assets/ with their .br and .gz copies. */
function writeBuiltClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Business Tools</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), bundle);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(bundle));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(bundle));
  return dir;
}

describe('serving the built client', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = writeBuiltClient();
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends bundles compressed the way the browser accepts, cached for good', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await t.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('console.log');

    const gzip = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('has the page itself fetched again, so a new build is picked up', async () => {
    for (const url of ['/', '/members']) {
      const page = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
