import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, SCHEMA_BASE } from './schema-files.ts';
import { stripAnnotations } from './strip-annotations.ts';
import { bundleForTypes, bundleRef } from './type-bundle.ts';

const id = (path: string) => `${SCHEMA_BASE}${path}`;
const titles = new Map([
  [id('definitions/guid.schema.json'), 'Guid'],
  [id('elements/date.schema.json'), 'DateElement'],
]);

describe('bundleRef', () => {
  it('points relative references into the bundle by title, keeping fragments', () => {
    expect(bundleRef('../definitions/guid.schema.json', id('elements/date.schema.json'), titles)).toBe(
      '#/$defs/Guid',
    );
    expect(bundleRef('#/$defs/dateCode', id('elements/date.schema.json'), titles)).toBe(
      '#/$defs/DateElement/$defs/dateCode',
    );
    expect(bundleRef('#', id('definitions/guid.schema.json'), titles)).toBe('#/$defs/Guid');
  });

  it('refuses a reference to a schema that does not exist', () => {
    expect(() => bundleRef('missing.schema.json', id('definitions/guid.schema.json'), titles)).toThrow(
      /names no known schema/,
    );
  });
});

describe('bundleForTypes', () => {
  it('keeps titles only where they name types and drops examples', () => {
    const schema = {
      $id: id('definitions/sample.schema.json'),
      title: 'Sample',
      examples: [{}],
      properties: {
        title: { title: 'Tooltip', type: 'string' },
        guid: { $ref: 'guid.schema.json', description: 'Its id.' },
      },
    };
    const bundle = bundleForTypes([
      {
        path: 'schemas/definitions/sample.schema.json',
        id: schema.$id,
        title: 'Sample',
        kind: 'definitions',
        schema,
      },
      {
        path: 'schemas/definitions/guid.schema.json',
        id: id('definitions/guid.schema.json'),
        title: 'Guid',
        kind: 'definitions',
        schema: { type: 'string' },
      },
    ]);
    expect(bundle).toEqual({
      $defs: {
        Sample: {
          title: 'Sample',
          properties: {
            title: { type: 'string' },
            guid: { description: 'Its id.', allOf: [{ $ref: '#/$defs/Guid' }] },
          },
        },
        Guid: { type: 'string' },
      },
    });
  });
});

describe('stripAnnotations', () => {
  it('removes annotations but keeps properties that happen to be named like them', () => {
    const schema = {
      title: 'Problem',
      description: 'x',
      properties: { title: { type: 'string', description: 'y' } },
      required: ['title'],
    };
    expect(stripAnnotations(schema)).toEqual({
      properties: { title: { type: 'string' } },
      required: ['title'],
    });
  });
});

describe('loadSchemaFiles', () => {
  it('names every broken convention with its file', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    for (const kind of ['definitions', 'elements', 'api'])
      mkdirSync(join(root, 'schemas', kind), { recursive: true });
    const write = (path: string, schema: object) =>
      writeFileSync(join(root, 'schemas', path), JSON.stringify(schema));
    write('definitions/a.schema.json', {
      $id: id('definitions/wrong.schema.json'),
      title: 'A',
      description: 'a',
      examples: [1],
    });
    write('definitions/b.schema.json', {
      $id: id('definitions/b.schema.json'),
      title: 'A',
      description: 'b',
    });
    expect(() => loadSchemaFiles(root)).toThrow(
      /a\.schema\.json: \$id must be .*definitions\/a\.schema\.json[\s\S]*b\.schema\.json: title 'A' is already used[\s\S]*b\.schema\.json: at least one example needed/,
    );
  });
});
