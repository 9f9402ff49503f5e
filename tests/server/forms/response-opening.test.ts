import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answerHistory, formResponses } from '../../../src/server/db/tables/forms.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { EMPTY_ROW, uploadForm, useAnsweringApp } from './form-helpers.ts';

// Opening a response never writes to it; a repeater's initial rows are made once, by the server, when
// the response is created (issue 7, item 9).

const app = useAnsweringApp();
let viewer: string;
const nested = { ...sampleGuids(), inner: crypto.randomUUID(), archived: crypto.randomUUID() };
beforeAll(async () => {
  viewer = await app.t.tokenFor(
    await app.t.seedAccount({ roles: { [app.org.guid]: ['Member', 'ViewSetup'] } }),
  );
  // A second form: a repeater asking for three rows, a repeater inside it asking for two, and an archived one.
  const form = sampleForm(nested) as { formCode: string; components: Record<string, unknown>[] };
  form.formCode = 'opening';
  const repeater = form.components.find((element) => element.guid === nested.repeater)!;
  repeater.properties = { itemTitle: 'Witness', defaultNumberToAdd: 3 };
  form.components.push(
    {
      guid: nested.inner,
      type: 'Repeater',
      label: 'Contacts of each witness',
      questionCode: 'Repeater2',
      parentGuid: nested.repeater,
      properties: { defaultNumberToAdd: 2 },
    },
    {
      guid: nested.archived,
      type: 'Repeater',
      label: 'Old list',
      questionCode: 'Repeater3',
      parentGuid: nested.section,
      properties: {},
      isArchived: true,
    },
  );
  await uploadForm(app.t, app.designer, app.org.guid, form);
});

const create = (formGuid: string) =>
  app.t.request({
    method: 'POST',
    url: `/api/mwforms/${formGuid}/CreateFormResponse`,
    query: { orgGuid: app.org.guid, userGuid: app.member.guid },
    token: viewer,
  });

type AnswerDto = { formElementGuid: string; repeatableGroupGuid: string; answerValue: string };
const rowsOf = (answers: AnswerDto[], repeaterGuid: string) => {
  const answer = answers.find((candidate) => candidate.formElementGuid === repeaterGuid);
  return answer ? (JSON.parse(answer.answerValue).repeatableGroupGuids as string[]) : [];
};

async function snapshot(responseGuid: string) {
  const db = app.t.database.db;
  const [row] = await db.select().from(formResponses).where(eq(formResponses.guid, responseGuid));
  const history = await db
    .select()
    .from(answerHistory)
    .where(eq(answerHistory.formResponseGuid, responseGuid));
  return { updatedAt: row!.updatedAt.toISOString(), status: row!.status, history: history.length };
}

function open(formGuid: string, responseGuid: string) {
  return app.t.request({
    method: 'GET',
    url: `/api/mwforms/${formGuid}/${app.org.guid}/${responseGuid}/GetResponse`,
    token: app.memberToken,
  });
}

describe('a repeater’s initial rows', () => {
  it('are created with the response: one row by default', async () => {
    const created = await create(app.ids.form);
    expect(created.statusCode).toBe(200);
    const answers = created.json().answers as AnswerDto[];
    expect(rowsOf(answers, app.ids.repeater)).toHaveLength(1);
    const opened = await open(app.ids.form, created.json().guid);
    expect(rowsOf(opened.json().answers, app.ids.repeater)).toEqual(rowsOf(answers, app.ids.repeater));
  });

  it('follow defaultNumberToAdd, also inside a repeater, and archived repeaters get none', async () => {
    const created = await create(nested.form);
    expect(created.statusCode).toBe(200);
    const answers = created.json().answers as AnswerDto[];
    expect(rowsOf(answers, nested.repeater)).toHaveLength(3);
    // A repeater's own row list sits outside rows even inside another repeater, where the rules read it.
    expect(rowsOf(answers, nested.inner)).toHaveLength(2);
    expect(answers.find((answer) => answer.formElementGuid === nested.archived)).toBeUndefined();
    expect(answers.every((answer) => answer.repeatableGroupGuid === EMPTY_ROW)).toBe(true);
  });
});

describe('opening a response', () => {
  it('writes nothing, however often it is read', async () => {
    const responseGuid = (await create(app.ids.form)).json().guid as string;
    const before = await snapshot(responseGuid);
    const first = await open(app.ids.form, responseGuid);
    const second = await open(app.ids.form, responseGuid);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const answersUrl = `/api/mwforms/${app.ids.form}/responses/${responseGuid}/answers/${app.ids.repeater}/${EMPTY_ROW}/GetAnswer`;
    expect((await app.t.request({ method: 'GET', url: answersUrl, token: app.memberToken })).statusCode).toBe(
      200,
    );
    expect(await snapshot(responseGuid)).toEqual(before);
  });

  it('writes nothing when two people open it at once', async () => {
    const responseGuid = (await create(nested.form)).json().guid as string;
    const before = await snapshot(responseGuid);
    const [first, second] = await Promise.all([
      open(nested.form, responseGuid),
      open(nested.form, responseGuid),
    ]);
    expect(rowsOf(first.json().answers, nested.repeater)).toHaveLength(3);
    expect(second.json().answers).toEqual(first.json().answers);
    expect(await snapshot(responseGuid)).toEqual(before);
  });
});
