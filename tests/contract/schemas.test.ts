import { describe, expect, it } from 'vitest';
import { SCHEMA_BASE } from '../../codegen/schema-files.ts';
import { invalidCases } from './invalid-cases.ts';
import { allSchemaFiles, checkAtTestTime, schemaFiles, testAjv } from './schema-fixtures.ts';

describe('schemas', () => {
  it('all follow the id, title, description and example conventions', () => {
    // loadSchemaFiles throws on a broken convention; here we check the ids are where the files are.
    for (const file of schemaFiles) {
      expect(file.id).toBe(SCHEMA_BASE + file.path.replace(/^schemas\//, ''));
    }
    expect(schemaFiles.filter((file) => file.kind === 'api').length).toBeGreaterThanOrEqual(4);
  });

  it.each(allSchemaFiles.map((file) => [file.title, file] as const))(
    '%s compiles in strict mode',
    (_title, file) => {
      expect(() => testAjv.getSchema(file.id)).not.toThrow();
      expect(testAjv.getSchema(file.id)).toBeTypeOf('function');
    },
  );

  it.each(schemaFiles.map((file) => [file.title, file] as const))(
    '%s accepts its examples',
    (title, file) => {
      for (const example of file.schema.examples as unknown[]) {
        const result = checkAtTestTime(title, example);
        expect(result, JSON.stringify(example)).toEqual({ valid: true, keywords: [] });
      }
    },
  );

  it.each(invalidCases.map((testCase) => [testCase.title, testCase.name, testCase] as const))(
    '%s rejects %s',
    (title, _name, testCase) => {
      const result = checkAtTestTime(title, testCase.data);
      expect(result.valid).toBe(false);
      expect(result.keywords).toContain(testCase.keyword);
    },
  );

  it('accepts the empty guid and placeholder ids only where documented', () => {
    expect(checkAtTestTime('Guid', '00000000-0000-0000-0000-000000000000').valid).toBe(true);
    expect(checkAtTestTime('Guid', 'new-1').valid).toBe(false);
    expect(checkAtTestTime('RecordGuid', 'new-1').valid).toBe(true);
    expect(checkAtTestTime('RecordGuid', 'new 1').valid).toBe(false);
  });

  it('keeps form response statuses in the order before/after comparisons rely on', () => {
    const statuses = allSchemaFiles.find((file) => file.title === 'FormResponseStatus')?.schema.enum;
    expect(statuses).toEqual(['NotSent', 'New', 'Draft', 'ReadyForSubmission', 'Submitted']);
  });
});
