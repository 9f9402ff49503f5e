import { join } from 'node:path';
import * as prettier from 'prettier';

/** Formats generated TypeScript with the repository's prettier settings, so output is stable and reviewable. */
export async function formatTypeScript(rootDir: string, path: string, source: string): Promise<string> {
  const filepath = join(rootDir, path);
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...config, filepath, parser: 'typescript' });
}
