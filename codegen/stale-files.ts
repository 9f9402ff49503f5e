import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from './generate.ts';

/** Paths of generated files whose content on disk differs from what codegen produces now. */
export function staleFiles(rootDir: string, files: GeneratedFile[]): string[] {
  return files
    .filter((file) => {
      const path = join(rootDir, file.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
    })
    .map((file) => file.path);
}
