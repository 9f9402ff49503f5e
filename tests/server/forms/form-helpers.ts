import { afterAll, beforeAll } from 'vitest';
import { answers, formResponses } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';

export const EMPTY_ROW = '00000000-0000-0000-0000-000000000000';

export interface FormsApp {
  t: TestApp;
  org: SeededOrg;
  /** A Member with View Setup and Setup Basic. */
  designerAccount: SeededAccount;
  designer: string;
}

/** A test app per file with an organisation and a form designer, closed after the file's tests. */
export function useFormsApp(): FormsApp {
  const context = {} as FormsApp;
  beforeAll(async () => {
    context.t = await createTestApp({ listen: true });
    context.org = await context.t.seedOrg({ name: 'Forms Clinic' });
    context.designerAccount = await context.t.seedAccount({
      roles: { [context.org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] },
    });
    context.designer = await context.t.tokenFor(context.designerAccount);
  });
  afterAll(() => context.t?.close());
  return context;
}

/** Uploads a form as the given designer; returns the stored form. */
export async function uploadForm(t: TestApp, token: string, orgGuid: string, form: object) {
  const response = await t.request({
    method: 'POST',
    url: '/api/FormDefinition',
    query: { orgGuid },
    payload: form,
    token,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    guid: string;
    components: { guid: string; questionCode: string }[];
    rules: { guid: string }[];
  };
}

/** A response with answers written straight to the database (the answers API is another area's). */
export async function seedResponse(
  t: TestApp,
  form: { formGuid: string; orgGuid: string; userGuid: string },
  values: Record<string, unknown>,
  status = 'Draft',
) {
  const db = t.database.db;
  const [response] = await db
    .insert(formResponses)
    .values({
      formDefinitionGuid: form.formGuid,
      orgGuid: form.orgGuid,
      userGuid: form.userGuid,
      createdByUserGuid: form.userGuid,
      status,
    })
    .returning();
  const entries = Object.entries(values);
  if (entries.length) {
    await db.insert(answers).values(
      entries.map(([formElementGuid, answerValue]) => ({
        formResponseGuid: response!.guid,
        formElementGuid,
        repeatableGroupGuid: EMPTY_ROW,
        answerValue,
      })),
    );
  }
  return response!.guid;
}
