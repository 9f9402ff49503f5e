import { describe, expect, it, vi } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { compileEachSchemaOnce } from './compile-once.ts';

const schema = () => ({ type: 'object', properties: { label: { type: 'string', minLength: 1 } } });

describe('compiling each panel schema once', () => {
  it('checks data against an equal copy of a schema with the validator compiled for the first', () => {
    const ajv = new Ajv2020();
    const compile = vi.spyOn(ajv, 'compile');
    compileEachSchemaOnce(ajv);
    const first = ajv.compile(schema());
    const again = ajv.compile(schema());
    expect(again).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(again({ label: '' })).toBe(false);
    expect(again({ label: 'Asked' })).toBe(true);
    expect(ajv.compile({ ...schema(), required: ['label'] })).not.toBe(first);
  });

  it('gives the same error for a schema that cannot be compiled, without trying again', () => {
    const ajv = new Ajv2020();
    const compile = vi.spyOn(ajv, 'compile');
    compileEachSchemaOnce(ajv);
    const broken = () => ({ type: 'object', properties: { label: { type: 'text' } } });
    expect(() => ajv.compile(broken())).toThrow();
    let second: unknown;
    try {
      ajv.compile(broken());
    } catch (error) {
      second = error;
    }
    expect(second).toBeInstanceOf(Error);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
