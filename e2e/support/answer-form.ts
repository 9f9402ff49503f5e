import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { apiAs, accessToken } from './api.ts';
import { demoCredential, signIn } from './sign-in.ts';

/** One element of a small hand-made form: its key becomes the question code, and the guid is made per run. */
export interface QuestionSpec {
  type: string;
  label: string;
  properties?: Record<string, unknown>;
}

/**
 * Signs in as the demo administrator, uploads a one-page form holding the given questions, starts a
 * response and opens it. Returns the element guids by key and a reader of the stored answers.
 */
export async function openNewResponse(page: Page, questions: Record<string, QuestionSpec>) {
  const admin = demoCredential('admin@');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/main-dashboard$/);
  const api = await apiAs(page);
  const orgGuid = (await api.myUserInfo()).defaultOrgGuid;
  const formGuid = crypto.randomUUID();
  const guids: Record<string, string> = {};
  // Questions sit in a Section, as the designer requires; one Section is one page.
  const section = crypto.randomUUID();
  const components = [
    {
      guid: section,
      type: 'Section',
      label: 'Questions',
      questionCode: 'Section1',
      parentGuid: null,
      properties: {},
    },
    ...Object.entries(questions).map(([key, question]) => {
      guids[key] = crypto.randomUUID();
      return {
        guid: guids[key],
        type: question.type,
        label: question.label,
        questionCode: key,
        parentGuid: section,
        properties: question.properties ?? {},
      };
    }),
  ];
  const form = {
    guid: formGuid,
    name: `Answers ${Date.now().toString(36)}`,
    formType: 'InlineForm',
    formCode: `answers${Date.now().toString(36)}`,
    components,
    rules: [],
    sectionRules: [],
    formRules: [],
    metaInfo: { multipleInstancesAllowed: true, minInstances: 0, maxInstances: 3 },
  };
  await api.uploadForm(orgGuid, form);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const created = await page.request.post(`/api/mwforms/${formGuid}/CreateFormResponse`, {
    params: { orgGuid },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const responseGuid = ((await created.json()) as { guid: string }).guid;
  const url = `/forms/${formGuid}/responses/${responseGuid}`;
  await page.goto(url);
  /** The stored answer values by key (parsed), as GetResponse returns them. */
  const stored = async (): Promise<Record<string, unknown>> => {
    const answers = await api.answers(formGuid, orgGuid, responseGuid);
    const byKey: Record<string, unknown> = {};
    for (const [key, guid] of Object.entries(guids)) {
      const answer = answers.find((candidate) => candidate.formElementGuid === guid);
      if (answer?.answerValue != null) byKey[key] = JSON.parse(answer.answerValue) as unknown;
    }
    return byKey;
  };
  return { guids, url, stored, formGuid, orgGuid, responseGuid };
}

/** Resolves when the debounced save of this element has been answered by the server. */
export function answerSaved(page: Page, elementGuid: string) {
  return page.waitForResponse(
    (response) =>
      response.url().includes(`/answers/${elementGuid}/`) &&
      /\/(SubmitAnswer|DeleteAnswer)$/.test(response.url()),
    { timeout: 15_000 },
  );
}
