import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

export const PAGE_DIR = fileURLToPath(new URL('./page', import.meta.url));
export const OUT_DIR = fileURLToPath(new URL('../.tmp/bench-page', import.meta.url));

export interface JsSize {
  /** gzip bytes of the JS loaded up front (React, renderer, engine, harness). */
  entry: number;
  /** gzip bytes of the lazily loaded widget chunks together. */
  lazy: number;
}

/** Builds the benchmark page with the production settings of the app's Vite build. */
export async function buildPage(): Promise<JsSize> {
  await build({
    configFile: false,
    root: PAGE_DIR,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  // Up front: the entry and what it imports statically; everything else is loaded on demand.
  const upFront = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || upFront.has(chunk.file)) return;
    upFront.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const size = { entry: 0, lazy: 0 };
  for (const file of readdirSync(join(OUT_DIR, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const gzipped = gzipSync(readFileSync(join(OUT_DIR, 'assets', file))).length;
    if (upFront.has(`assets/${file}`)) size.entry += gzipped;
    else size.lazy += gzipped;
  }
  return size;
}
