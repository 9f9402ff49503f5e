import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

// What the real app downloads to open a form screen (the single response viewer), read from the app's own
// production build: the Vite config of the app, built to .tmp/bench-app with a manifest so chunks can be
// followed from the entry and the route.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, '.tmp/bench-app');
const FORM_ROUTE = 'routes/forms.$formGuid.responses_.$responseGuid.tsx';
const ANSWER_CHECKS = 'features/renderer/answer-judge-code.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AppBytes {
  /** JS loaded to open a form screen before any widget mounts: entry, route and their static imports. */
  jsAtOnce: Bytes;
  /** JS of the widget chunks and the answer checks, loaded as widgets mount (all element types). */
  jsWidgets: Bytes;
  css: Bytes;
}

/** Builds the app as `npm run build` does and sums what a form screen with every element type loads. */
export async function measureAppBytes(): Promise<AppBytes> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const staticClosure = (roots: string[]) => {
    const keys = new Set<string>();
    const visit = (key: string) => {
      if (keys.has(key) || !manifest[key]) return;
      keys.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return keys;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // The route's component is split into its own chunk (TanStack's autoCodeSplitting): both parts load.
  const route = Object.keys(manifest).filter((key) => key.startsWith(FORM_ROUTE));
  if (route.length === 0) throw new Error(`The build has no chunk for ${FORM_ROUTE}`);
  const atOnce = staticClosure([...entries, ...route]);
  const widgetRoots = Object.keys(manifest).filter((key) => /elements\/[^/]+\.widget\.tsx$/.test(key));
  if (widgetRoots.length === 0) throw new Error('The build has no widget chunks');
  // The answer checks download with a page's widgets (src/client/features/renderer/answer-judge.ts).
  if (!manifest[ANSWER_CHECKS]) throw new Error(`The build has no chunk for ${ANSWER_CHECKS}`);
  widgetRoots.push(ANSWER_CHECKS);
  const widgets = [...staticClosure(widgetRoots)].filter((key) => !atOnce.has(key));
  const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);
  const css = new Set([...atOnce, ...widgets].flatMap((key) => manifest[key]!.css ?? []));
  return {
    jsAtOnce: sizeOf(files(atOnce)),
    jsWidgets: sizeOf(files(widgets)),
    css: sizeOf(css),
  };
}

/** Sizes as served: the build's precompressed copies where it wrote them, else compressed here alike. */
function sizeOf(files: Iterable<string>): Bytes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const path = join(OUT_DIR, file);
    const data = readFileSync(path);
    total.raw += data.length;
    total.gzip += existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(data, { level: 9 }).length;
    total.brotli += existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}
