import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/database.ts';
import {
  answerHistory,
  formDefinitions,
  formElements,
  formResponses,
} from '../../../src/server/db/tables/forms.ts';
import type { TestApp } from '../../support/test-app.ts';

export const EMPTY = '00000000-0000-0000-0000-000000000000';

/** An element as a test writes it: type and code; guid, section parent and properties filled in. */
export interface ElementSeed {
  type: string;
  questionCode: string;
  guid?: string;
  parentGuid?: string | null;
  isArchived?: boolean;
  properties?: Record<string, unknown>;
  events?: unknown[];
}

export interface SeededForm {
  guid: string;
  /** Element guid by question code. */
  el: Record<string, string>;
  sectionGuid: string;
}

/** A form holding one Section with the given elements (parentGuid null → inside the section). */
export async function seedForm(
  db: Db,
  orgGuid: string,
  elements: ElementSeed[],
  rules: unknown[] = [],
): Promise<SeededForm> {
  const code = `f${crypto.randomBytes(3).toString('hex')}`;
  const [form] = await db
    .insert(formDefinitions)
    .values({ orgGuid, name: `Form ${code}`, formType: 'StandaloneForm', formCode: code, rules })
    .returning();
  const sectionGuid = crypto.randomUUID();
  const all: ElementSeed[] = [
    { type: 'Section', questionCode: 'Section1', guid: sectionGuid, parentGuid: null },
    ...elements,
  ];
  const el: Record<string, string> = {};
  const rows = all.map((seed, position) => {
    const guid = seed.guid ?? crypto.randomUUID();
    el[seed.questionCode] = guid;
    const parentGuid = seed.type === 'Section' ? null : (seed.parentGuid ?? sectionGuid);
    const element = {
      guid,
      type: seed.type,
      label: seed.questionCode,
      questionCode: seed.questionCode,
      parentGuid,
      properties: seed.properties ?? {},
      ...(seed.events ? { events: seed.events } : {}),
    };
    return {
      guid,
      formDefinitionGuid: form!.guid,
      position,
      type: seed.type,
      questionCode: seed.questionCode,
      parentGuid,
      isArchived: seed.isArchived ?? false,
      element,
    };
  });
  await db.insert(formElements).values(rows);
  return { guid: form!.guid, el, sectionGuid };
}

/** A new response of the form in the organisation, made for `userGuid` when given. */
export async function seedResponse(
  db: Db,
  form: SeededForm,
  orgGuid: string,
  userGuid?: string,
): Promise<string> {
  const [row] = await db
    .insert(formResponses)
    .values({ formDefinitionGuid: form.guid, orgGuid, status: 'Draft', userGuid: userGuid ?? null })
    .returning();
  return row!.guid;
}

/** The history rows of a response, oldest first. */
export async function historyOf(db: Db, responseGuid: string) {
  const rows = await db.select().from(answerHistory).where(eq(answerHistory.formResponseGuid, responseGuid));
  return rows.sort((a, b) => a.id - b.id);
}

/** Shortcuts for the answers calls of one response. */
export function answersApi(t: TestApp, form: SeededForm, responseGuid: string, token: string) {
  const base = `/api/mwforms/${form.guid}/responses/${responseGuid}/answers`;
  return {
    base,
    submit: (code: string, value: unknown, row = EMPTY, headers: Record<string, string> = {}) =>
      t.request({
        method: 'POST',
        url: `${base}/${form.el[code]}/${row}/SubmitAnswer`,
        payload: JSON.stringify(value),
        headers: { 'content-type': 'application/json', ...headers },
        token,
      }),
    get: (code: string, row = EMPTY) =>
      t.request({ method: 'GET', url: `${base}/${form.el[code]}/${row}/GetAnswer`, token }),
    remove: (code: string, row = EMPTY) =>
      t.request({ method: 'DELETE', url: `${base}/${form.el[code]}/${row}/DeleteAnswer`, token }),
    valueOf: async (code: string, row = EMPTY) => {
      const response = await t.request({
        method: 'GET',
        url: `${base}/${form.el[code]}/${row}/GetAnswer`,
        token,
      });
      const text = (response.json() as { answerValue: string | null }).answerValue;
      return text === null ? null : (JSON.parse(text) as unknown);
    },
  };
}
