import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { anyJson, arbitraryForId } from '../../support/json-schema-arbitrary.ts';
import { elementRegistry } from '../../../src/shared/generated/elements.gen.ts';
import { answerValidators } from '../../../src/shared/generated/validators.gen.ts';
import type { ElementType, FormElement } from '../../../src/shared/generated/types.gen.ts';
import { checkAnswer, isAnswerRemoval } from '../../../src/shared/elements/answer-checks.ts';
import { normaliseAnswer } from '../../../src/shared/elements/answer-normalisers.ts';
import { sanitizeRichText } from '../../../src/server/sanitize/rich-text.ts';
import { REFUSALS } from '../../../src/server/answers/refusal.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// Every element type, every value: what SubmitAnswer accepts comes back from GetAnswer and GetResponse
// with the same JSON type and value; what it refuses is refused with a message and changes nothing.

let t: TestApp;
let org: SeededOrg;
let guest: SeededAccount;
let token: string;
let form: SeededForm;
let entityGuids: string[];
let groupGuids: string[];

const codeOf = (type: ElementType) => `q${type}`;

// Settings that let most generated values through, so both outcomes are exercised.
const settings = (): { readonly [Type in ElementType]?: Record<string, unknown> } => ({
  Number: { precision: 3 },
  Money: { min: -1_000_000_000 },
  Entity: { entityDefinitionGuid: org.entityDefinitionGuid },
  SecurityGroup: { allowedSecurityGroups: groupGuids.slice(0, 2) },
  FileUpload: { maxFiles: 3 },
});

// Types whose answers change only through their own calls (issue 7, items 3 and 4).
const OWN_CALL: readonly ElementType[] = ['Discussion', 'Repeater', 'FileUpload', 'NameStamp'];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  const member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  token = await t.tokenFor(guest);
  entityGuids = [guest.entityGuids[org.guid]!, member.entityGuids[org.guid]!];
  groupGuids = [
    (await t.seedGroup({ orgGuid: org.guid })).guid,
    (await t.seedGroup({ orgGuid: org.guid })).guid,
    (await t.seedGroup({ orgGuid: org.guid })).guid,
  ];
  const types = Object.keys(elementRegistry) as ElementType[];
  form = await seedForm(
    t.database.db,
    org.guid,
    types.map((type) => ({ type, questionCode: codeOf(type), properties: settings()[type] ?? {} })),
  );
});
afterAll(() => t?.close());

type Outcome =
  { kind: 'stored'; value: unknown } | { kind: 'removed' } | { kind: 'refused'; message: string };

/** What the server must do with a value, judged by the shared checks with the organisation's records. */
function expected(element: FormElement, value: unknown): Outcome {
  const entry = elementRegistry[element.type];
  if (entry.displayOnly && element.type !== 'NameStamp')
    return { kind: 'refused', message: REFUSALS.displayOnly };
  if (OWN_CALL.includes(element.type)) return { kind: 'refused', message: REFUSALS.ownCall(entry.label) };
  const cleaned = element.type === 'RichText' && typeof value === 'string' ? sanitizeRichText(value) : value;
  const kept = normaliseAnswer(element, cleaned);
  if (isAnswerRemoval(element, kept)) return { kind: 'removed' };
  const problem = checkAnswer(element, kept, {
    entityGuids: new Set(entityGuids),
    securityGroupGuids: new Set(groupGuids),
  });
  if (problem) return { kind: 'refused', message: problem };
  // A value the schema refuses is never stored, whatever the checks above say.
  expect(answerValidators[element.type](kept)).toBe(true);
  return { kind: 'stored', value: kept };
}

function elementOf(type: ElementType): FormElement {
  return {
    guid: form.el[codeOf(type)]!,
    type,
    questionCode: codeOf(type),
    properties: settings()[type] ?? {},
  } as unknown as FormElement;
}

/** Values of the type: what its answer schema accepts, the organisation's records, and anything at all. */
function valuesOf(type: ElementType): fc.Arbitrary<unknown> {
  const fromSchema = arbitraryForId(elementRegistry[type].answerSchemaId);
  const records = type === 'Entity' ? entityGuids : type === 'SecurityGroup' ? groupGuids : ([] as string[]);
  return records.length > 0 ? fc.oneof(fc.constantFrom(...records), fromSchema) : fromSchema;
}

describe('answer values survive every round trip', () => {
  it('keeps a string that looks like a number, a keyword or JSON a string', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    for (const text of ['123', 'null', 'true', '0', '[1]', '{"a":1}', '"x"', '1e3']) {
      const saved = await api.submit(codeOf('SimpleText'), text);
      expect(saved.statusCode, text).toBe(200);
      expect(saved.json().answerValue, text).toBe(JSON.stringify(text));
      expect(await api.valueOf(codeOf('SimpleText')), text).toBe(text);
    }
  });

  for (const type of Object.keys(elementRegistry) as ElementType[]) {
    it(`${type}: accepted values come back unchanged, refused ones change nothing`, async () => {
      const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
      const api = answersApi(t, form, responseGuid, token);
      const element = elementOf(type);
      const code = codeOf(type);
      await fc.assert(
        fc.asyncProperty(fc.oneof({ arbitrary: valuesOf(type), weight: 3 }, anyJson), async (value) => {
          const before = await api.valueOf(code);
          const historyBefore = (await historyOf(t.database.db, responseGuid)).length;
          const outcome = expected(element, value);
          const saved = await api.submit(code, value);
          if (outcome.kind === 'refused') {
            expect(saved.statusCode).toBe(400);
            expect(saved.json().detail).toBe(outcome.message);
            expect(await api.valueOf(code)).toEqual(before);
            expect((await historyOf(t.database.db, responseGuid)).length).toBe(historyBefore);
            return;
          }
          expect(saved.statusCode, saved.body).toBe(200);
          const want = outcome.kind === 'stored' ? outcome.value : null;
          expect(await api.valueOf(code)).toStrictEqual(want);
          const response = await t.request({
            method: 'GET',
            url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
            token,
          });
          expect(response.statusCode).toBe(200);
          const listed = (response.json().answers as { formElementGuid: string; answerValue: string }[]).find(
            (answer) => answer.formElementGuid === element.guid,
          );
          expect(listed === undefined ? null : JSON.parse(listed.answerValue)).toStrictEqual(want);
        }),
        { numRuns: 12 },
      );
    });
  }
});
