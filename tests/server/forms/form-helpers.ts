import { afterAll, beforeAll } from 'vitest';
import { answers, formResponses } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';

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

export interface AnsweringApp extends FormsApp {
  /** The sample form's guids; the form is uploaded before the file's tests. */
  ids: ReturnType<typeof sampleGuids>;
  /** A plain Member who answers the form. */
  member: SeededAccount;
  memberToken: string;
}

/** The forms app with the sample form uploaded and a Member to answer it, for the response tests. */
export function useAnsweringApp(): AnsweringApp {
  const context = useFormsApp() as AnsweringApp;
  context.ids = sampleGuids();
  beforeAll(async () => {
    context.member = await context.t.seedAccount({ roles: { [context.org.guid]: ['Member'] } });
    context.memberToken = await context.t.tokenFor(context.member);
    await uploadForm(context.t, context.designer, context.org.guid, sampleForm(context.ids));
  });
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

/** Where a form's elements are listed and added. */
export const elementsUrl = (formGuid: string) => `/api/mwforms/${formGuid}/elements`;

/** The question codes of a form's elements in the order the designer reads them. */
export async function questionCodes(app: FormsApp, formGuid: string): Promise<string[]> {
  const response = await app.t.request({ method: 'GET', url: elementsUrl(formGuid), token: app.designer });
  return (response.json() as { questionCode: string }[]).map((element) => element.questionCode);
}

/** Reads a whole form as the designer. */
export const readForm = (app: FormsApp, formGuid: string) =>
  app.t.request({
    method: 'GET',
    url: `/api/FormDefinition/${formGuid}/GetFormDefinition`,
    token: app.designer,
  });

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
