import { describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { staleFiles } from '../../codegen/stale-files.ts';
import { rootDir } from './schema-fixtures.ts';

describe('npm run codegen -- --check', () => {
  it('finds every generated file up to date with the schemas', { timeout: 120_000 }, async () => {
    const files = await generate(rootDir);
    expect(files.map((file) => file.path)).toContain('src/shared/generated/validators.gen.ts');
    expect(staleFiles(rootDir, files)).toEqual([]);
  });
});
