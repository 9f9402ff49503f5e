import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './api.ts';

/** A toast with this text, as the app shows it after a save. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A step's collapsible panel in the workflow drawer. */
export const panel = (drawer: Locator, title: string) =>
  drawer.locator('details').filter({ has: drawer.page().locator('summary', { hasText: title }) });

/** Scrolls the end of a panel's form into view, so its last questions mount. */
export const scrollToEnd = (opened: Locator) =>
  opened
    .locator('[data-slot="form-renderer"]')
    .last()
    .evaluate((form) => form.scrollIntoView({ block: 'end' }));

/**
 * Opens a step panel and scrolls its page heading into view: questions mount as they come into view, as a
 * person scrolling the drawer sees them.
 */
export async function openPanel(drawer: Locator, title: string): Promise<Locator> {
  await drawer.locator('summary', { hasText: title }).click();
  const opened = panel(drawer, title);
  await opened.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  return opened;
}

export interface StoredWorkflow {
  status: string;
  archivedAt: string | null;
  formResponses: { guid: string; formDefinitionGuid: string }[];
  workflowDefinition: {
    formDefinitions: {
      guid: string;
      formCode: string;
      components: { guid: string; questionCode: string }[];
    }[];
  };
}

/** The guid of the definition with this name in the page's person's starting organisation. */
export async function definitionGuidOf(page: Page, definitionName: string): Promise<string> {
  const api = await apiAs(page);
  const orgGuid = (await api.myUserInfo()).defaultOrgGuid;
  const definitions = (await (
    await page.request.get('/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos', {
      params: { orgGuid },
      headers: await api.authHeaders(),
    })
  ).json()) as { guid: string; name: string }[];
  const found = definitions.find((definition) => definition.name === definitionName);
  if (!found) throw new Error(`No workflow definition named ${definitionName}`);
  return found.guid;
}

/**
 * One workflow as the page's person reaches it through the API: read it, write an answer of one of its step
 * forms straight to SubmitAnswer, or send UpdateWorkflow with some fields changed.
 */
export async function workflowApi(page: Page, workflowGuid: string) {
  const headers = await (await apiAs(page)).authHeaders();
  const read = async () =>
    (
      (await (
        await page.request.get(`/api/WorkflowInstance/${workflowGuid}/GetWorkflow`, { headers })
      ).json()) as { workflow: StoredWorkflow & Record<string, unknown> }
    ).workflow;
  /** Submits an answer as the page's person, straight to the API. */
  const submit = async (formCode: string, questionCode: string, value: unknown) => {
    const workflow = await read();
    const form = workflow.workflowDefinition.formDefinitions.find(
      (candidate) => candidate.formCode === formCode,
    )!;
    const element = form.components.find((candidate) => candidate.questionCode === questionCode)!;
    const response = workflow.formResponses.find((candidate) => candidate.formDefinitionGuid === form.guid)!;
    return page.request.post(
      `/api/mwforms/${form.guid}/responses/${response.guid}/answers/${element.guid}/00000000-0000-0000-0000-000000000000/SubmitAnswer`,
      { headers: { ...headers, 'content-type': 'application/json' }, data: JSON.stringify(value) },
    );
  };
  const update = async (changes: Record<string, unknown>) => {
    const { formResponses: _responses, workflowDefinition: _definition, ...workflow } = await read();
    return page.request.put(`/api/WorkflowInstance/${workflowGuid}/UpdateWorkflow`, {
      headers,
      data: { ...workflow, ...changes },
    });
  };
  return { read, submit, update };
}

/** The guid of the workflow with this name on its definition's list, as the page's person reads the list. */
export async function workflowGuidOf(page: Page, definitionGuid: string, workflowName: string) {
  const api = await apiAs(page);
  const orgGuid = (await api.myUserInfo()).defaultOrgGuid;
  const listed = await page.request.get(
    `/api/WorkflowInstance/${orgGuid}/${definitionGuid}/true/GetWorkflowDtos`,
    { headers: await api.authHeaders() },
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const rows = ((await listed.json()) as { workflowDtos: { workflowGuid: string; workflowName: string }[] })
    .workflowDtos;
  const row = rows.find((candidate) => candidate.workflowName === workflowName);
  if (!row) throw new Error(`No workflow named ${workflowName}`);
  return row.workflowGuid;
}
