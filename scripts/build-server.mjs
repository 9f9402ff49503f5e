// Builds the server into dist/server/main.js, so `npm start` runs plain JavaScript with Node instead of
// compiling TypeScript at run time. Packages stay outside the bundle (Node loads them from node_modules);
// the SQL migrations are copied beside it, where the database module looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'server');

fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src', 'server', 'main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(out, 'migrations'), {
  recursive: true,
});
