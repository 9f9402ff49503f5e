import { expect, test } from '@playwright/test';
import { createLiveWorkflow, openLiveWorkflow, personIn, viewersBar } from './support/live.ts';
import { INSTANCE_COOKIE, startTwoInstances, type TwoInstances } from './support/two-instances.ts';

// Two app instances on one PostgreSQL server behind a sticky load balancer: Morgan's browser is served
// by one, Sam's by the other. They still see each other in the viewers bar and each other's answers live.

const TYPING = { delay: 90 };
let instances: TwoInstances;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  instances = await startTwoInstances();
});
test.afterAll(async () => {
  await instances?.stop();
});

test('two people served by two app instances see each other and each other’s answers live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const servedBy = (instance: 'a' | 'b') => ({
    dataDir: instances.seededDataDir,
    context: { baseURL: instances.publicUrl },
    cookies: [{ name: INSTANCE_COOKIE, value: instance, url: instances.publicUrl }],
  });
  const morgan = await personIn(browser, 'member@', servedBy('a'));
  const sam = await personIn(browser, 'setupbasic@', servedBy('b'));

  await createLiveWorkflow(morgan);
  const morgansForm = await openLiveWorkflow(morgan);
  const samsForm = await openLiveWorkflow(sam);
  await expect(viewersBar(samsForm)).toContainText('Morgan Member');
  await expect(viewersBar(morgansForm)).toContainText('Sam Setup');
  // Each browser's live connection went to its own instance.
  expect(instances.upgrades.a).toBeGreaterThan(0);
  expect(instances.upgrades.b).toBeGreaterThan(0);

  const samsContact = samsForm.getByLabel('Emergency contact');
  await samsContact.pressSequentially('Kim Ite', TYPING);
  await morgansForm.getByLabel('Full legal name').pressSequentially('Val Viewer-Lee', TYPING);
  await expect(samsForm.getByLabel('Full legal name')).toHaveValue('Val Viewer-Lee');
  await expect(samsContact).toHaveValue('Kim Ite');
  await expect(samsContact).toBeFocused();
  await samsContact.pressSequentially('ms', TYPING);
  await expect(morgansForm.getByLabel('Emergency contact')).toHaveValue('Kim Items');

  await morgan.close();
  await expect(viewersBar(samsForm)).toHaveCount(0);
  await sam.context().close();
  await morgan.context().close();
});
