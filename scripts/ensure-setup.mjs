// Brings a fresh checkout to a runnable state with nothing but Node: installs the packages when
// they are missing or stale, and builds the client and the server when their sources are newer than the builds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function newestIn(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  // `npm ci` refuses this lock file: npm records the optional per-platform binaries (tailwind's oxide,
  // the import resolver) without an entry of their own. `npm install` installs the locked versions.
  console.log('Installing packages (npm install)...');
  run('npm install --no-audit --no-fund');
}

const builtIndex = path.join(root, 'dist', 'client', 'index.html');
const sources = Math.max(
  newestIn(path.join(root, 'src', 'client')),
  newestIn(path.join(root, 'src', 'shared')),
  mtime(path.join(root, 'vite.config.ts')),
  mtime(path.join(root, 'package-lock.json')),
);
if (process.env.SKIP_CLIENT_BUILD !== '1' && mtime(builtIndex) < sources) {
  console.log('Building the client (vite build)...');
  run('npx vite build --logLevel warn');
}

const builtServer = path.join(root, 'dist', 'server', 'main.js');
const serverSources = Math.max(
  newestIn(path.join(root, 'src', 'server')),
  newestIn(path.join(root, 'src', 'shared')),
  mtime(path.join(root, 'scripts', 'build-server.mjs')),
  mtime(path.join(root, 'package-lock.json')),
);
if (mtime(builtServer) < serverSources) {
  console.log('Building the server (esbuild)...');
  run('node scripts/build-server.mjs');
}
