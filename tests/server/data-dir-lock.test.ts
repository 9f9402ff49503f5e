import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { lockDataDir } from '../../src/server/db/data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('../../src/server/db/data-dir-lock.ts', import.meta.url));
let holder: ChildProcess | undefined;
let dataDir: string;

afterEach(() => {
  if (holder && holder.exitCode === null) holder.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another server process: it takes the data directory's lock the way the server does, and stays. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return child;
}

describe('the embedded database’s data directory', () => {
  it('cannot be opened by a second server process, which is told clearly why', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-tools-lock-'));
    holder = await startHolder(dataDir);

    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toThrow(
      `The data directory ${dataDir} is in use by another server process (pid ${holder.pid}).`,
    );
    await expect(opening).rejects.toThrow(
      /set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server/,
    );
    // Refused before the database was touched.
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('is taken over when the process that held it has gone', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-tools-lock-'));
    holder = await startHolder(dataDir);
    holder.kill();
    await once(holder, 'exit');

    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
