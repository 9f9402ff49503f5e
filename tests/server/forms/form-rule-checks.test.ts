import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from './form-fixtures.ts';
import { uploadForm, useFormsApp } from './form-helpers.ts';

// The designer's restrictions on rule conditions (spec forms-and-workflows 5.7) hold on the server too: a form
// saved through UpdateFormDefinition with a condition the designer would not offer is refused and nothing changes.

const app = useFormsApp();
let t: TestApp;
let org: SeededOrg;
let designer: string;
const ids = sampleGuids();
const form = sampleForm(ids);
beforeAll(async () => {
  ({ t, org, designer } = app);
  await uploadForm(t, designer, org.guid, form);
});

const ruleReading = (questionGuid: string, type: string, answerValue: unknown) => [
  {
    guid: 'new-rule',
    elementGuid: ids.details,
    ruleType: 'Hidden',
    conditions: [{ guid: 'new-1', conditionType: 'FormElementBased', type, questionGuid, answerValue }],
  },
];

const update = (rules: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
    payload: { ...form, rules },
    token: designer,
  });

async function storedRules() {
  const stored = await t.request({
    method: 'GET',
    url: `/api/FormDefinition/${form.guid}/GetFormDefinition`,
    token: designer,
  });
  return stored.json().rules as { conditions: { type: string; questionGuid: string }[] }[];
}

describe('rule conditions saved from the designer', () => {
  it('refuses a condition reading an element type that is never a condition source', async () => {
    const response = await update(ruleReading(ids.heading, 'HasAnyValue', null));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/cannot be the source of a rule condition\.$/);
    expect((await storedRules())[0]!.conditions[0]!.questionGuid).toBe(ids.yesNo);
  });

  it('refuses an operator the source type does not offer', async () => {
    const response = await update(ruleReading(ids.yesNo, 'CountEquals', 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/cannot use CountEquals/);
    expect((await storedRules())[0]!.conditions[0]!.type).toBe('NotEquals');
  });

  it('keeps a rule the designer offers', async () => {
    const response = await update(ruleReading(ids.checks, 'Contains', 'water'));
    expect(response.statusCode).toBe(200);
    expect((await storedRules())[0]!.conditions[0]).toMatchObject({
      type: 'Contains',
      questionGuid: ids.checks,
    });
  });
});

describe('access rules saved from the designer (spec 5.10)', () => {
  const save = (changes: Record<string, unknown>) =>
    t.request({
      method: 'PUT',
      url: `/api/FormDefinition/${form.guid}/UpdateFormDefinition`,
      payload: { ...form, ...changes },
      token: designer,
    });

  it('refuses the same section rule twice', async () => {
    const response = await save({
      sectionRules: [...form.sectionRules, { ...form.sectionRules[0], guid: 'new-sr2' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Rule already exists');
  });

  it('refuses a second current-entity rule of a type, with its own message', async () => {
    const currentEntity = {
      guid: 'new-fr',
      ruleType: 'IS_RESTRICTED_TO',
      appliedTo: 'CurrentEntity',
      roleGroupOrIndividual: 'Entities',
    };
    const response = await save({ formRules: [currentEntity, { ...currentEntity, guid: 'new-fr2' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Current Entity rule already exists');
    expect((await save({ formRules: [currentEntity] })).statusCode).toBe(200);
  });
});
