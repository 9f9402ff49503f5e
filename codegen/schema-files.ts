import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPascalCase } from './names.ts';

/** Every schema `$id` is this base plus the file's path under schemas/, so relative `$ref`s work by URL and by file. */
export const SCHEMA_BASE = 'https://schemas.business-tools.local/';

export type JsonSchema = { [keyword: string]: unknown };
export type SchemaKind = 'definitions' | 'elements' | 'api';

export interface SchemaFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  id: string;
  title: string;
  kind: SchemaKind;
  schema: JsonSchema;
}

const KINDS: SchemaKind[] = ['definitions', 'elements', 'api'];

/** Reads schemas/<kind>/*.schema.json in a stable order and checks the conventions codegen relies on. */
export function loadSchemaFiles(rootDir: string): SchemaFile[] {
  const files: SchemaFile[] = [];
  for (const kind of KINDS) {
    const dir = join(rootDir, 'schemas', kind);
    const names = readdirSync(dir)
      .filter((name) => name.endsWith('.schema.json'))
      .sort();
    for (const name of names) {
      const path = relative(rootDir, join(dir, name)).split('\\').join('/');
      const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as JsonSchema;
      files.push({ path, id: String(schema.$id), title: String(schema.title), kind, schema });
    }
  }
  checkConventions(files);
  return files;
}

function checkConventions(files: SchemaFile[]): void {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const file of files) {
    const expectedId = SCHEMA_BASE + file.path.replace(/^schemas\//, '');
    if (file.id !== expectedId) problems.push(`${file.path}: $id must be ${expectedId}`);
    if (!isPascalCase(file.title)) problems.push(`${file.path}: title '${file.title}' must be PascalCase`);
    const clash = titles.get(file.title);
    if (clash) problems.push(`${file.path}: title '${file.title}' is already used by ${clash}`);
    titles.set(file.title, file.path);
    if (typeof file.schema.description !== 'string') problems.push(`${file.path}: description missing`);
    if (!Array.isArray(file.schema.examples) || file.schema.examples.length === 0) {
      problems.push(`${file.path}: at least one example needed`);
    }
  }
  if (problems.length > 0) throw new Error(`Schema conventions broken:\n  ${problems.join('\n  ')}`);
}
