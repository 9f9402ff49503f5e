import crypto from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { demoCredential, signIn, uniqueEmail } from './support/sign-in.ts';
import { openPanel, panel, scrollToEnd, toast, workflowApi } from './support/workflow.ts';

// Issue 12 as a new user walks it: Setup Basic builds a workflow definition on the Setup → Workflows screens
// (statuses, a time frame, two step forms, a display column); a member creates a workflow for a staff member
// and takes it through a Change Status button, a read-only rule on the workflow status, an Answer Review that
// sends it back when a required answer is removed, a name stamp and an archive; a guest, a member without
// access and a member of another organisation get nothing they may not have.

/** Types as a person does, a key at a time. */
const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 35 });
/** Empties a field as a person does: select everything, then delete it. */
async function erase(field: Locator) {
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
}

async function signedInPage(browser: Browser, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const person = demoCredential(role);
  await signIn(page, person.email, person.password);
  await (await apiAs(page)).startIn('Demo Health Services');
  await page.reload();
  return page;
}

interface StoredForm extends Record<string, unknown> {
  guid: string;
  formCode: string;
  components: { guid: string; type: string; questionCode: string }[];
}

/**
 * The step forms' questions. There is no form designer yet, so they come as the designer's JSON upload does
 * (POST /api/FormDefinition), into the forms the Forms tab made, keeping their guid, code and workflow.
 */
function detailsQuestions(form: StoredForm) {
  const section = form.components.find((element) => element.type === 'Section')!.guid;
  const fullName = crypto.randomUUID();
  const question = (questionCode: string, elementType: string, label: string, properties = {}) => ({
    guid: questionCode === 'fullName' ? fullName : crypto.randomUUID(),
    type: elementType,
    label,
    questionCode,
    parentGuid: section,
    properties: { showOptionality: true, ...properties },
  });
  return {
    ...form,
    components: [
      // One page, headed with the step's name.
      { ...form.components.find((element) => element.type === 'Section'), label: 'Details' },
      question('fullName', 'SimpleText', 'Full legal name', { makeAvailableToOtherForms: true }),
      question('jobTitle', 'SimpleText', 'Job title', { makeAvailableToOtherForms: true }),
      question('toReview', 'ChangeStatusButton', 'Ready for paperwork', {
        changeWorkflowStatusTo: 'InProgress',
        buttonText: 'Ready for paperwork',
        disableIfUnansweredQuestions: true,
      }),
    ],
    // The legal name is fixed once the workflow is past Started.
    rules: [
      {
        guid: crypto.randomUUID(),
        elementGuid: fullName,
        elementQuestionCode: 'fullName',
        ruleType: 'ReadOnly',
        trueIfAny: false,
        conditions: [
          { guid: 'new-c1', conditionType: 'WorkflowStatusBased', type: 'After', workflowStatus: 'Started' },
        ],
      },
    ],
  };
}

function signOffQuestions(form: StoredForm) {
  const section = form.components.find((element) => element.type === 'Section')!;
  const question = (questionCode: string, elementType: string, label: string, properties = {}) => ({
    guid: crypto.randomUUID(),
    type: elementType,
    label,
    questionCode,
    parentGuid: section.guid,
    properties,
  });
  return {
    ...form,
    components: [
      { ...section, label: 'Sign-off' },
      question('payrollNumber', 'SimpleText', 'Payroll number', { showOptionality: true }),
      question('review', 'AnswerReview', 'Check and send', {
        changeToStatus: 'ReadyForSubmission',
        changeBackToStatus: 'Draft',
        changeWorkflowStatusTo: 'ManagerReview',
        changeWorkflowStatusBackTo: 'InProgress',
        confirmButtonText: 'Send to the manager',
        questionsRemainingText: 'The payroll number is still missing.',
        noQuestionsRemainingText: 'Everything is in.',
      }),
      question('signOff', 'NameStamp', 'Manager sign-off', {
        nameStampButtonText: 'Approve',
        nameStampRevokeButtonText: 'Withdraw approval',
        changeToStatus: 'Submitted',
        changeBackToStatus: 'Draft',
        changeWorkflowStatusTo: 'Approved',
        changeWorkflowStatusBackTo: 'ManagerReview',
      }),
    ],
    rules: [],
  };
}

test('a workflow built on the setup screens is worked through by a member, archived, and kept from everyone without access', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const name = `New Starter ${Date.now().toString(36)}`;

  // ── Setup Basic builds the definition on Setup → Workflows. ──
  const designer = await signedInPage(browser, 'setupbasic@');
  await designer
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Workflows', exact: true })
    .click();
  await expect(designer).toHaveURL(/\/setup-workflows$/);
  await designer.getByRole('button', { name: 'New Workflow' }).click();
  const creating = designer.getByRole('dialog', { name: 'New Workflow' });
  await type(creating.getByLabel('Name'), name);
  await creating.getByLabel('Entity Type').selectOption({ label: 'Staff Members' });
  // Started and In Progress stay; Manager Review, Approved and an endpoint Completed follow them.
  await creating.getByRole('button', { name: 'Delete status 3: Completed' }).click();
  for (const label of ['Manager Review', 'Approved', 'Completed']) {
    await type(creating.getByLabel('New status label'), label);
    await creating.getByRole('button', { name: 'Add Status' }).click();
  }
  await creating.getByLabel('Status 5 is an endpoint').click();
  await expect(creating.getByLabel('Label of status 5')).toHaveValue('Completed');
  await type(creating.getByLabel('New time frame label'), 'Intake 2026');
  await creating.getByRole('button', { name: 'Add Time Frame' }).click();
  await creating.getByLabel('Start of time frame 2').fill('2026-01-01');
  await creating.getByLabel('End of time frame 2').fill('2026-12-31');
  await creating.getByRole('button', { name: 'Save' }).click();
  await expect(toast(designer, 'Saved')).toBeVisible();

  // Two step forms, made on the Forms tab.
  const definitionDrawer = designer.getByRole('dialog', { name });
  await definitionDrawer.getByRole('tab', { name: 'Forms' }).click();
  const inline = definitionDrawer.getByRole('region', { name: 'Inline Forms' });
  for (const formName of ['Details', 'Sign-off']) {
    await inline.getByRole('button', { name: 'New Form' }).click();
    const dialog = designer.getByRole('dialog', { name: 'New Inline Form' });
    await type(dialog.getByLabel('Form Name'), formName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const editor = designer.getByRole('dialog', { name: formName });
    await expect(editor.getByLabel('Form Code')).toHaveValue(formName);
    await editor.locator('[data-slot="drawer-footer"]').getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
  }
  await expect(inline.getByRole('row')).toHaveCount(3);

  // The questions, as the designer's upload sends them.
  const designerApi = await apiAs(designer);
  const orgGuid = (await designerApi.myUserInfo()).defaultOrgGuid;
  const headers = await designerApi.authHeaders();
  const definitions = (await (
    await designer.request.get('/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos', {
      params: { orgGuid },
      headers,
    })
  ).json()) as { guid: string; name: string }[];
  const definitionGuid = definitions.find((definition) => definition.name === name)!.guid;
  const definition = (await (
    await designer.request.get(`/api/WorkflowDefinition/${definitionGuid}/${orgGuid}/GetWorkflowDefinition`, {
      headers,
    })
  ).json()) as { statusList: { code: string }[]; formDefinitions: StoredForm[] };
  expect(definition.statusList.map((status) => status.code)).toEqual([
    'Started',
    'InProgress',
    'ManagerReview',
    'Approved',
    'Completed',
  ]);
  const formNamed = (formCode: string) =>
    definition.formDefinitions.find((form) => form.formCode === formCode)!;
  await designerApi.uploadForm(orgGuid, detailsQuestions(formNamed('Details')));
  await designerApi.uploadForm(orgGuid, signOffQuestions(formNamed('Sign-off')));

  // A display column of a step's question, after the name column.
  await designer.reload();
  await designer.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
  const reopened = designer.getByRole('dialog', { name });
  await reopened.getByRole('button', { name: 'Edit' }).click();
  await reopened.getByRole('tab', { name: 'Display Columns' }).click();
  await reopened.getByLabel('Column to add').selectOption({ label: 'Details: Job title' });
  await reopened.getByRole('button', { name: 'Add Column' }).click();
  await reopened.getByRole('button', { name: 'Save' }).click();
  await expect(toast(designer, 'Saved')).toBeVisible();
  await designer.context().close();

  // ── A member creates a workflow for a staff member and works it through. ──
  const page = await signedInPage(browser, 'member@');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`No ${name} Workflows Found`)).toBeVisible();
  const made = page.waitForResponse((response) => response.url().endsWith('/CreateWorkflowInstance'));
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Workflow' });
  await dialog.getByLabel('For').selectOption({ label: 'Sam Setup' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Workflow created successfully')).toBeVisible();
  const workflowGuid = ((await (await made).json()) as { workflow: { guid: string } }).workflow.guid;
  const workflowName = `${name} - Sam Setup`;
  const row = page.getByRole('row').filter({ hasText: workflowName });
  await expect(page.getByRole('columnheader', { name: 'Job title' })).toBeVisible();
  await row.getByRole('button', { name: workflowName }).click();
  const drawer = page.getByRole('dialog', { name: workflowName });
  const status = drawer.locator('[data-slot="drawer-header"] p');
  await expect(status).toHaveText('Started');
  const api = await workflowApi(page, workflowGuid);

  // Details: the Change Status button waits for the required answers, then moves the workflow on.
  const details = await openPanel(drawer, 'Details');
  const ready = details.getByRole('button', { name: 'Ready for paperwork' });
  await expect(ready).toBeDisabled();
  await type(details.getByLabel('Full legal name'), 'Samuel Setup');
  await type(details.getByLabel('Job title'), 'Ward nurse');
  await expect(ready).toBeEnabled();
  await ready.click();
  await expect(toast(page, 'Workflow status updated')).toBeVisible();
  await expect(status).toHaveText('In Progress');

  // The read-only rule on the workflow status locks the legal name, on screen and for the API.
  await expect(details.getByRole('textbox', { name: 'Full legal name' })).toHaveCount(0);
  await expect(details.getByText('Samuel Setup')).toBeVisible();
  const locked = await api.submit('Details', 'fullName', 'Someone Else');
  expect(locked.status()).toBe(400);
  expect(((await locked.json()) as { detail: string }).detail).toBe('This question is read-only.');

  // Sign-off: the Answer Review sends the workflow to the manager, and back when the payroll number goes.
  const signOff = await openPanel(drawer, 'Sign-off');
  await type(signOff.getByLabel('Payroll number'), 'P-4711');
  await scrollToEnd(signOff);
  await expect(signOff.getByText('Everything is in.')).toBeVisible();
  await signOff.getByRole('button', { name: 'Send to the manager' }).click();
  await expect(status).toHaveText('Manager Review');
  await erase(signOff.getByLabel('Payroll number'));
  await expect(status).toHaveText('In Progress');
  await expect(signOff.getByText('The payroll number is still missing.')).toBeVisible();
  expect((await api.read()).status).toBe('InProgress');
  await type(signOff.getByLabel('Payroll number'), 'P-4712');
  await signOff.getByRole('button', { name: 'Send to the manager' }).click();
  await expect(status).toHaveText('Manager Review');

  // The name stamp moves it forward.
  await signOff.getByRole('button', { name: 'Approve' }).click();
  await expect(status).toHaveText('Approved');
  await expect(signOff.getByText(/Morgan Member/)).toBeVisible();
  expect((await api.read()).status).toBe('Approved');

  // The list shows the display column's answer.
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Ward nurse');

  // Archive: the drawer turns read-only and the API refuses the member's writes.
  await row.getByRole('button', { name: workflowName }).click();
  await drawer.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive' });
  await expect(confirm.getByText('This will archive this workflow. Continue?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Workflow updated')).toBeVisible();
  await expect(drawer.getByText(/^Archived /)).toBeVisible();
  const archivedSignOff = panel(drawer, 'Sign-off');
  await expect(archivedSignOff.getByRole('textbox', { name: 'Payroll number' })).toHaveCount(0);
  await expect(archivedSignOff.getByRole('button', { name: 'Withdraw approval' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  const archivedMessage = 'This workflow is archived and cannot be edited.';
  const write = await api.submit('Sign-off', 'payrollNumber', 'P-0000');
  expect(write.status()).toBe(400);
  expect(((await write.json()) as { detail: string }).detail).toBe(archivedMessage);
  const move = await api.update({ status: 'Completed' });
  expect(move.status()).toBe(400);
  expect(((await move.json()) as { detail: string }).detail).toBe(archivedMessage);
  const stored = await api.read();
  expect(stored.status).toBe('Approved');
  const staffMember = stored.entityGuid as string;
  await page.context().close();

  // ── A guest sees the list without a create button, and the API refuses them. ──
  const guest = await signedInPage(browser, 'guest@');
  await guest.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
  await expect(guest.getByRole('heading', { name })).toBeVisible();
  await expect(guest.getByText(`No ${name} Workflows Found`)).toBeVisible();
  await expect(guest.getByRole('button', { name, exact: true })).toHaveCount(0);
  const guestApi = await apiAs(guest);
  const guestRead = await guest.request.get(`/api/WorkflowInstance/${workflowGuid}/GetWorkflow`, {
    headers: await guestApi.authHeaders(),
  });
  expect(guestRead.status()).toBe(404);
  const refusedCreate = await guest.request.post(
    `/api/WorkflowInstance/${definitionGuid}/${staffMember}/${orgGuid}/CreateWorkflowInstance`,
    { headers: await guestApi.authHeaders(), data: {} },
  );
  expect(refusedCreate.status()).toBe(403);
  expect(((await refusedCreate.json()) as { detail: string }).detail).toBe('Guests cannot create workflows.');
  await guest.context().close();

  // ── A member without access (not the creator, not the staff member, in no group with access). ──
  const outsider = await signedInPage(browser, 'useradmin@');
  await expectNothingReached(outsider, { orgGuid, definitionGuid, workflowGuid, listStatus: 200 });
  await outsider.context().close();

  // ── A member of another organisation: a clinic of its own adds a person by e-mail, who then signs up with
  // that address and confirms it (only a confirmed address takes up the account the clinic made). ──
  const admin = await (await browser.newContext()).newPage();
  const adminCredential = demoCredential('admin@');
  await signIn(admin, adminCredential.email, adminCredential.password);
  const adminHeaders = await (await apiAs(admin)).authHeaders();
  const code = `O${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const otherOrg = await admin.request.post('/api/Org/CreateOrg', {
    headers: adminHeaders,
    data: { guid: '00000000-0000-0000-0000-000000000000', code, name: `Other Clinic ${code}` },
  });
  expect(otherOrg.ok(), await otherOrg.text()).toBe(true);
  const otherOrgGuid = ((await otherOrg.json()) as { guid: string }).guid;
  expect((await admin.request.post(`/api/Org/${otherOrgGuid}/JoinOrg`, { headers: adminHeaders })).ok()).toBe(
    true,
  );
  const email = uniqueEmail('stranger');
  const added = await admin.request.post('/api/LoginAccountManagement/CreateLoginAccount', {
    headers: adminHeaders,
    data: { orgGuid: otherOrgGuid, loginName: 'Olive Otherorg', email, currentOrgRoles: ['Member'] },
  });
  expect(added.status(), await added.text()).toBe(200);

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/landing');
  await stranger.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await stranger.getByRole('link', { name: 'Create an account' }).click();
  await type(stranger.getByLabel('Name'), 'Olive Otherorg');
  await type(stranger.getByLabel('E-mail'), email);
  await type(stranger.getByLabel('Password', { exact: true }), 'a-long-secret-1');
  await type(stranger.getByLabel('Confirm password'), 'a-long-secret-1');
  await stranger.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger.getByText('you do not belong to any organization yet')).toBeVisible();
  // Without SMTP the confirmation mail waits in the outbox, which the super admin reads in the app.
  await admin.goto('/main-dashboard');
  await admin.getByRole('link', { name: 'Mail Outbox' }).click();
  const mail = admin.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  const confirmLink = (await mail.locator('pre').innerText()).match(/https?:\/\/\S+\/oidc\/verify\/\S+/)?.[0];
  expect(confirmLink).toBeTruthy();
  await admin.context().close();
  await stranger.goto(confirmLink!);
  await expect(stranger.getByText('Thank you. Your e-mail address is confirmed.')).toBeVisible();
  await stranger.context().close();

  // Signed in again, the person is a member of their clinic only.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, email, 'a-long-secret-1');
  const memberInfo = await (await apiAs(member)).myUserInfo();
  expect(memberInfo.defaultOrgGuid).toBe(otherOrgGuid);
  await expectNothingReached(member, { orgGuid, definitionGuid, workflowGuid, listStatus: 404 });
});

/**
 * Someone who may not read the workflow: its list leaves it out (or the organisation is not theirs at all),
 * GetWorkflow does not reveal it, and UpdateWorkflow changes nothing.
 */
async function expectNothingReached(
  page: Page,
  ids: { orgGuid: string; definitionGuid: string; workflowGuid: string; listStatus: 200 | 404 },
) {
  const headers = await (await apiAs(page)).authHeaders();
  const list = await page.request.get(
    `/api/WorkflowInstance/${ids.orgGuid}/${ids.definitionGuid}/true/GetWorkflowDtos`,
    { headers },
  );
  expect(list.status()).toBe(ids.listStatus);
  if (ids.listStatus === 200) {
    const rows = ((await list.json()) as { workflowDtos: { workflowGuid: string }[] }).workflowDtos;
    expect(rows.map((row) => row.workflowGuid)).not.toContain(ids.workflowGuid);
  }
  const read = await page.request.get(`/api/WorkflowInstance/${ids.workflowGuid}/GetWorkflow`, { headers });
  expect(read.status()).toBe(404);
  expect(((await read.json()) as { detail: string }).detail).toBe('Workflow instance not found');
  const update = await page.request.put(`/api/WorkflowInstance/${ids.workflowGuid}/UpdateWorkflow`, {
    headers,
    data: { guid: ids.workflowGuid, name: 'Taken over', status: 'Completed', archivedAt: null },
  });
  expect(update.status()).toBe(404);
  expect(await update.text()).not.toContain('Samuel Setup');
}
