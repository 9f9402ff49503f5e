import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../src/shared/generated/elements.gen.ts';

// A new element type is its schema, its widget and its test: behaviour that differs by type is declared in
// the schema's x-element and read through the registry. So no other source file may name an element type;
// this test finds any that does (a string literal equal to a type name, in product code).

const root = path.resolve(import.meta.dirname, '../..');
const TYPES = new Set(Object.keys(elementRegistry));

/**
 * Where naming types is the point: generated files, the widgets, the shared per-type registry
 * (src/shared/elements), and the demo's example forms, which are content like an uploaded form.
 */
const ALLOWED = [
  /^src\/shared\/generated\//,
  /^src\/client\/elements\//,
  /^src\/shared\/elements\//,
  /^src\/server\/seed\/demo-/,
];

/**
 * Literals that are the same word as a type but not about element types: API areas of the specification
 * (the /api/Entity calls and the FileUpload and NameStamp call groups as OpenAPI tags), the
 * templated-text prefix `Entity` that form codes may not take, the person's entity in the user popover, and
 * the Items table's Entity column (the entity type an item is for).
 */
const OTHER_MEANINGS: Record<string, readonly string[]> = {
  'src/client/features/item-setup/item-definition-list-page.tsx': ['Entity'],
  'src/client/features/shell/user-popover.tsx': ['Entity'],
  'src/server/api/entity.ts': ['Entity'],
  'src/server/api/answer-files.ts': ['FileUpload'],
  'src/server/api/name-stamps.ts': ['NameStamp'],
  'src/shared/expressions/reserved-codes.ts': ['Entity'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|test-support\.tsx?$/.test(entry.name);
    return isSource ? [relative] : [];
  });
}

/**
 * Type names written as string literals in a source text ('X', "X" or `X`) or as the key of an object
 * literal on a line of its own (`X: …`, a table keyed by type), comments left out.
 */
export function namedTypes(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/(['"`])([A-Za-z]+)\1/g)].map((match) => match[2]!);
  const keys = [...code.matchAll(/^\s*([A-Za-z]+)\s*:/gm)].map((match) => match[1]!);
  return [...literals, ...keys].filter((word) => TYPES.has(word));
}

describe('element types are named only by their schemas, widgets and the registry', () => {
  it('finds no element type named in any other source file', () => {
    const offenders = sourceFiles('src')
      .filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))
      .flatMap((file) => {
        const allowed = OTHER_MEANINGS[file] ?? [];
        return namedTypes(fs.readFileSync(path.join(root, file), 'utf8'))
          .filter((name) => !allowed.includes(name))
          .map((name) => `${file}: '${name}'`);
      });
    expect(offenders).toEqual([]);
  });

  it('would catch a branch on a type name', () => {
    expect(namedTypes("if (element.type === 'Number') return 1; // 'Money' in a comment")).toEqual([
      'Number',
    ]);
    expect(namedTypes('const kind = `Repeater`;')).toEqual(['Repeater']);
    expect(namedTypes('const cleaners = {\n  RichText: (value) => value,\n};')).toEqual(['RichText']);
  });
});
