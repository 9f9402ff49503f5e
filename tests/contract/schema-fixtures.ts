import { fileURLToPath } from 'node:url';
import { answerSchemaFiles, elementSchemaFiles } from '../../codegen/answer-schemas.ts';
import { createSchemaAjv } from '../../codegen/schema-ajv.ts';
import { loadSchemaFiles, type JsonSchema, type SchemaFile } from '../../codegen/schema-files.ts';

// The schemas as the contract tests see them: read from disk and compiled by ajv at test time,
// independently of the generated files.

export const rootDir = fileURLToPath(new URL('../..', import.meta.url));
export const schemaFiles = loadSchemaFiles(rootDir);
export const elementFiles = elementSchemaFiles(schemaFiles);
export const allSchemaFiles: SchemaFile[] = [...schemaFiles, ...answerSchemaFiles(elementFiles)];
export const testAjv = createSchemaAjv(allSchemaFiles);

/** The schema file with this title; fails the test run when there is none. */
export function schemaByTitle(title: string): SchemaFile {
  const file = allSchemaFiles.find((candidate) => candidate.title === title);
  if (!file) throw new Error(`no schema titled ${title}`);
  return file;
}

/** The first example of a schema, deep-copied so a test may change it. */
export function exampleOf(title: string): JsonSchema {
  const examples = schemaByTitle(title).schema.examples as unknown[];
  return structuredClone(examples[0]) as JsonSchema;
}

/** Validates with the test-time ajv, returning the verdict and the error keywords. */
export function checkAtTestTime(title: string, data: unknown): { valid: boolean; keywords: string[] } {
  const validate = testAjv.getSchema(schemaByTitle(title).id);
  if (!validate) throw new Error(`ajv has no schema ${title}`);
  const valid = validate(data) as boolean; // our schemas are synchronous
  return { valid, keywords: (validate.errors ?? []).map((error) => error.keyword) };
}

/** The element types listed by the specification (forms-and-workflows 3.2). */
export const SPEC_ELEMENT_TYPES = [
  'ActionButton',
  'Boolean',
  'Cascader',
  'Checkboxes',
  'Date',
  'Discussion',
  'FileUpload',
  'AnswerReview',
  'FormText',
  'MailingAddress',
  'Money',
  'Number',
  'Heading',
  'RadioButtons',
  'Repeater',
  'RichText',
  'Section',
  'SecurityGroup',
  'SelectList',
  'SimpleText',
  'ChangeStatusButton',
  'NameStamp',
  'LinkedAnswer',
  'ComplianceItem',
  'Divider',
  'Entity',
];

/** The display-only element types of forms-and-workflows 5.1. */
export const SPEC_DISPLAY_ONLY = [
  'ActionButton',
  'FormText',
  'Heading',
  'Section',
  'NameStamp',
  'ChangeStatusButton',
  'LinkedAnswer',
  'ComplianceItem',
  'Divider',
  'AnswerReview',
];
