import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.ts';
import { staleFiles } from './stale-files.ts';

// npm run codegen            writes src/shared/generated/* from schemas/
// npm run codegen -- --check  writes nothing; exits 1 and lists the files that would change

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate(rootDir);
  const stale = staleFiles(rootDir, files);
  if (check) {
    if (stale.length > 0) {
      process.stderr.write(
        `Generated files are out of date; run npm run codegen:\n  ${stale.join('\n  ')}\n`,
      );
      process.exitCode = 1;
    }
    return;
  }
  for (const file of files.filter((candidate) => stale.includes(candidate.path))) {
    mkdirSync(dirname(join(rootDir, file.path)), { recursive: true });
    writeFileSync(join(rootDir, file.path), file.content);
  }
  process.stdout.write(
    stale.length > 0 ? `Wrote ${stale.join(', ')}\n` : 'Generated files are up to date.\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
