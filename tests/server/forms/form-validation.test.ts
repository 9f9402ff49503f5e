import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { uploadForm, useFormsApp } from './form-helpers.ts';

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let designer: string;
let form: ReturnType<typeof sampleForm>;
beforeAll(async () => {
  ({ t, org, designer } = app);
  form = sampleForm();
  await uploadForm(t, designer, org.guid, form);
});

const update = (changes: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
    payload: { ...form, ...changes },
    token: designer,
  });
const withElement = (index: number, changes: Record<string, unknown>) => ({
  components: form.components.map((element, at) => (at === index ? { ...element, ...changes } : element)),
});

const nameOfElement = (index: number) =>
  `'${form.components[index]!.label}' (${form.components[index]!.questionCode})`;

async function expectRefused(response: Awaited<ReturnType<typeof update>>, detail: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ title: 'Bad Request', status: 400, detail });
  // Nothing was half-written: the stored form is still the uploaded one.
  const stored = (
    await t.request({
      method: 'GET',
      url: `/api/FormDefinition/${form.guid}/GetFormDefinition`,
      token: designer,
    })
  ).json();
  expect(stored.name).toBe(form.name);
  expect(stored.components).toHaveLength(form.components.length);
}

describe('form definition validation (spec 5.10 messages)', () => {
  it.each([
    ['a missing name', { name: '  ' }, 'Name is required', 'name'],
    ['a missing form code', { formCode: '' }, 'Form code is required', 'formCode'],
    [
      'a form code with other characters',
      { formCode: 'site visit!' },
      'Form code can only contain letters, numbers, hyphens, and underscores',
      'formCode',
    ],
    ['a reserved form code, whatever its case', { formCode: 'workflow' }, 'Reserved code', 'formCode'],
  ])('refuses %s', async (_case, changes, message, field) => {
    const response = await update(changes);
    await expectRefused(response, message);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('reports name and form code problems together', async () => {
    const response = await update({ name: '', formCode: 'Login' });
    expect(response.json().errors).toEqual({ name: ['Name is required'], formCode: ['Reserved code'] });
  });

  it('refuses duplicate question codes', async () => {
    await expectRefused(
      await update(withElement(3, { questionCode: 'SimpleText1' })),
      'There are duplicate question codes: SimpleText1. Please fix these before saving.',
    );
  });

  it('refuses a question outside any section', async () => {
    await expectRefused(
      await update(withElement(2, { parentGuid: null })),
      'A form item must be added to a Section.',
    );
  });

  it('refuses a parent that is not in the form, and an element inside itself', async () => {
    await expectRefused(
      await update(withElement(2, { parentGuid: sampleGuids().section })),
      `The parent of element '${form.components[2]!.guid}' is not in the form.`,
    );
    const loop = {
      components: form.components.map((element, at) =>
        at === 7 ? { ...element, parentGuid: form.components[8]!.guid } : element,
      ),
    };
    await expectRefused(await update(loop), `Element '${form.components[7]!.guid}' is inside itself.`);
  });

  it.each([
    ['an indent level above 5', 2, { properties: { indentLevel: 6 } }, 'components.2.properties.indentLevel'],
    [
      'a heading level above 3',
      1,
      { properties: { headingLevel: 4 } },
      'components.1.properties.headingLevel',
    ],
    ['an unknown property', 3, { properties: { colour: 'red' } }, 'components.3.properties'],
  ])('refuses %s with the element schema’s message', async (_case, index, changes, field) => {
    const response = await update(withElement(index, changes));
    await expectRefused(response, expect.stringMatching(/element is not valid/) as unknown as string);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses an unknown element type', async () => {
    await expectRefused(
      await update(withElement(3, { type: 'Hologram' })),
      "Unknown element type 'Hologram'.",
    );
  });

  it('refuses negative minimum or maximum instances', async () => {
    const response = await update({ metaInfo: { minInstances: -1, maxInstances: -2 } });
    await expectRefused(response, 'The form is not valid.');
    expect(response.json().errors).toMatchObject({
      'metaInfo.minInstances': [expect.any(String)],
      'metaInfo.maxInstances': [expect.any(String)],
    });
  });

  it('refuses a sum-to event that targets a Simple Text question', async () => {
    const sumTo = { eventType: 'SumTo', formElementGuidsToSum: [form.components[3]!.guid] };
    const response = await update(withElement(2, { events: [sumTo] }));
    await expectRefused(
      response,
      "Sum-to and percentage-to events may target only Number, Money, Radio Buttons and Checkboxes elements, not 'Reported by' (SimpleText1).",
    );
    expect(Object.keys(response.json().errors)).toEqual(['components.2.events.0.eventType']);
  });

  it('refuses a sum or percentage reading an element that is not on the form or cannot be summed', async () => {
    const missing = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const sumTo = { eventType: 'SumTo', formElementGuidsToSum: [missing] };
    const gone = await update(withElement(3, { events: [sumTo] }));
    await expectRefused(
      gone,
      `The computed value of ${nameOfElement(3)} reads elements that are not on the form or cannot be summed: ${missing}.`,
    );
    expect(Object.keys(gone.json().errors)).toEqual(['components.3.events.0']);
    const text = form.components[2]!.guid;
    const percentage = {
      eventType: 'PercentageTo',
      numeratorFormElementGuid: text,
      denominatorFormElementGuid: form.components[3]!.guid,
    };
    await expectRefused(
      await update(withElement(3, { events: [percentage] })),
      `The computed value of ${nameOfElement(3)} reads elements that are not on the form or cannot be summed: ${text}.`,
    );
  });

  it('refuses a custom expression that does not parse with “Invalid expression” (spec 5.7)', async () => {
    const broken = { eventType: 'CustomExpression', customExpression: '+* (' };
    const response = await update(withElement(3, { events: [broken] }));
    await expectRefused(response, 'Invalid expression');
    expect(response.json().errors['components.3.events.0.customExpression'][0]).toBe('Invalid expression');
  });

  it('refuses the same events on a single element save', async () => {
    const element = { ...form.components[2]!, events: [{ eventType: 'PercentageTo' }] };
    const numberElement = form.components[3]!;
    const put = (body: object, guid: string) =>
      t.request({
        method: 'PUT',
        url: `/api/mwforms/${form.guid}/elements/${guid}`,
        payload: body,
        token: designer,
      });
    const percentage = {
      eventType: 'PercentageTo',
      numeratorFormElementGuid: numberElement.guid,
      denominatorFormElementGuid: numberElement.guid,
    };
    const onText = await put({ ...element, events: [percentage] }, element.guid);
    expect(onText.statusCode).toBe(400);
    expect(onText.json().detail).toMatch(/^Sum-to and percentage-to events may target only/);
    const expression = await put(
      { ...numberElement, events: [{ eventType: 'CustomExpression', customExpression: '+* (' }] },
      numberElement.guid,
    );
    expect(expression.statusCode).toBe(400);
    expect(expression.json().detail).toBe('Invalid expression');
  });
});
