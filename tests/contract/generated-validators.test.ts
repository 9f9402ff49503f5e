import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatorName } from '../../codegen/names.ts';
import * as generated from '../../src/shared/generated/validators.gen.ts';
import { answerValidators, validateOrg, validatorsById } from '../../src/shared/generated/validators.gen.ts';
import { invalidCases } from './invalid-cases.ts';
import {
  allSchemaFiles,
  checkAtTestTime,
  elementFiles,
  exampleOf,
  rootDir,
  schemaByTitle,
} from './schema-fixtures.ts';

const exported = generated as unknown as Record<string, unknown>;

describe('generated validators', () => {
  it('export one validator per schema, by name and by $id', () => {
    for (const file of allSchemaFiles) {
      expect(exported[validatorName(file.title)], file.title).toBeTypeOf('function');
      expect(validatorsById[file.id]).toBe(exported[validatorName(file.title)]);
    }
    expect(Object.keys(validatorsById).length).toBe(allSchemaFiles.length);
  });

  it('agree with ajv compiled at test time on every example', () => {
    for (const file of allSchemaFiles) {
      for (const example of (file.schema.examples as unknown[] | undefined) ?? []) {
        expect(validatorsById[file.id]?.(example), file.title).toBe(
          checkAtTestTime(file.title, example).valid,
        );
      }
    }
  });

  it.each(invalidCases.map((testCase) => [testCase.title, testCase.name, testCase] as const))(
    'agree with ajv that %s rejects %s',
    (title, _name, testCase) => {
      const validate = validatorsById[schemaByTitle(title).id];
      expect(validate?.(testCase.data)).toBe(false);
      expect(validate?.errors?.map((error) => error.keyword)).toContain(testCase.keyword);
    },
  );

  it('are type guards that keep the errors of the last call', () => {
    const org = exampleOf('Org');
    expect(validateOrg({ ...org, code: 'TOOLONG' })).toBe(false);
    expect(validateOrg.errors?.[0]).toMatchObject({ instancePath: '/code', keyword: 'maxLength' });
    expect(validateOrg(org)).toBe(true);
    expect(validateOrg.errors).toBeNull();
    expect(validateOrg.schemaId).toBe(schemaByTitle('Org').id);
  });

  it('check answers per element type', () => {
    expect(Object.keys(answerValidators).sort()).toEqual(elementFiles.map((file) => file.elementType).sort());
    expect(answerValidators.SimpleText('Jordan')).toBe(true);
    expect(answerValidators.Number('12')).toBe(false);
    expect(answerValidators.Checkboxes(['a', 'a'])).toBe(false);
    expect(
      answerValidators.Repeater({ repeatableGroupGuids: ['0f8fad5b-d9cb-469f-a165-70867728950e'] }),
    ).toBe(true);
    expect(answerValidators.Heading(null)).toBe(true);
  });

  it('import nothing but the shared formats and ajv runtime helpers, so they run in browser and server', () => {
    const code = readFileSync(join(rootDir, 'src/shared/generated/validators-standalone.gen.js'), 'utf8');
    const imported = [...code.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imported).toContain('../validation/format-table.ts');
    for (const specifier of imported) {
      expect(specifier).toMatch(/^(\.\.\/validation\/format-table\.ts|ajv\/dist\/runtime\/\w+\.js)$/);
    }
    expect(code).not.toMatch(/\brequire\(/);
  });
});
