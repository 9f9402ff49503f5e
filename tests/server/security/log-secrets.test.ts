import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { EMPTY, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';

// The database refuses these writes (a constraint the test adds), so the server logs a failed query:
// the log may say which query failed, never with the file's bytes, the answer's value or a token.
const FILE_MARKER = 'file-content-never-logged-7f3a';
const ANSWER_MARKER = 'answer-value-never-logged-91c2';
const logLines: string[] = [];
let t: TestApp;
let form: SeededForm;
let token: string;
let orgGuid: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true, logLines });
  const org = await t.seedOrg();
  orgGuid = org.guid;
  token = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } }));
  form = await seedForm(t.database.db, org.guid, [
    { type: 'FileUpload', questionCode: 'notes', properties: { accept: '.txt', maxFiles: 3 } },
    { type: 'SimpleText', questionCode: 'words' },
  ]);
  await t.database.db.execute(sql.raw(`ALTER TABLE files ADD CONSTRAINT refuse_uploads CHECK (size < 0)`));
  await t.database.db.execute(
    sql.raw(
      `ALTER TABLE answers ADD CONSTRAINT refuse_marker CHECK (answer_value::text NOT LIKE '%${ANSWER_MARKER}%')`,
    ),
  );
}, 120_000);
afterAll(() => t?.close());

describe('logs', () => {
  it('hold neither file contents, answer values nor tokens when a query fails', async () => {
    const responseGuid = await seedResponse(t.database.db, form, orgGuid);
    const boundary = '----log-test';
    const upload = await t.request({
      method: 'POST',
      url: `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${form.el.notes}/${orgGuid}/${EMPTY}/SubmitFileUpload`,
      token,
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${FILE_MARKER}\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(500);
    const answer = await t.request({
      method: 'POST',
      url: `/api/mwforms/${form.guid}/responses/${responseGuid}/answers/${form.el.words}/${EMPTY}/SubmitAnswer`,
      token,
      payload: JSON.stringify(ANSWER_MARKER),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(500);

    const log = logLines.join('');
    // The failures are in the log: what failed and where, so they can be investigated.
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"files\\"');
    expect(log).not.toContain(FILE_MARKER);
    expect(log).not.toContain(Buffer.from(FILE_MARKER).toString('hex'));
    expect(log).not.toContain(ANSWER_MARKER);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[1]!);
  });
});
