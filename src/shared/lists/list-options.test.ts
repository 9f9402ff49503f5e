import { describe, expect, it } from 'vitest';
import type { FormElement, ListDefinition } from '../generated/types.gen.ts';
import { listGuidsOf, withListOptions } from './list-options.ts';
import { LIST_USE_MESSAGES, listUseProblem } from './list-scope.ts';

const list: ListDefinition = {
  listDefinitionGuid: '5d1c0a3e-7f2b-4c9d-8e6f-1a2b3c4d5e6f',
  name: 'Places',
  visibility: 'FormSpecific',
  orgGuid: 'org-a',
  formDefinitionGuid: 'form-a',
  items: [{ value: 'ON', label: 'Ontario', children: [{ value: 'tor', label: 'Toronto' }] }],
};

const element = (type: string, properties: Record<string, unknown>) =>
  ({ guid: type, type, questionCode: type, properties }) as FormElement;

describe('list-backed options', () => {
  it('puts the list’s top level on a flat choice and its tree on a nested one, whatever the guid’s case', () => {
    const form = {
      components: [
        element('RadioButtons', {
          optionsListGuid: list.listDefinitionGuid.toUpperCase(),
          radioButtonOptions: [],
        }),
        element('Cascader', { optionsListGuid: list.listDefinitionGuid }),
        element('SimpleText', { optionsListGuid: list.listDefinitionGuid }),
      ],
    };
    expect(listGuidsOf(form.components)).toEqual([list.listDefinitionGuid]);
    const [radio, cascader, text] = withListOptions(form, [list]).components;
    expect(radio!.properties).toMatchObject({ radioButtonOptions: [{ value: 'ON', label: 'Ontario' }] });
    expect(cascader!.properties).toMatchObject({ cascaderOptions: list.items });
    expect(text).toBe(form.components[2]);
  });

  it('keeps the element’s own options when its list is not there', () => {
    const form = { components: [element('SelectList', { optionsListGuid: 'gone', selectListOptions: [] })] };
    expect(withListOptions(form, [list])).toEqual(form);
  });

  it('lets a form use public lists, its organisation’s shared lists and its own, nothing else', () => {
    const user = { formGuid: 'form-a', orgGuid: 'org-a', workflowDefinitionGuid: 'flow-a' };
    expect(listUseProblem(list, user)).toBeNull();
    expect(listUseProblem(list, { ...user, formGuid: 'form-b' })).toBe(LIST_USE_MESSAGES.otherForm);
    expect(listUseProblem({ ...list, visibility: 'OrgWide' }, { ...user, orgGuid: 'org-b' })).toBe(
      LIST_USE_MESSAGES.otherOrg,
    );
    expect(listUseProblem({ ...list, visibility: 'Public' }, { ...user, orgGuid: 'org-b' })).toBeNull();
    const flowList = { ...list, visibility: 'WorkflowSpecific' as const, workflowDefinitionGuid: 'flow-a' };
    expect(listUseProblem(flowList, user)).toBeNull();
    expect(listUseProblem(flowList, { ...user, workflowDefinitionGuid: null })).toBe(
      LIST_USE_MESSAGES.otherWorkflow,
    );
    expect(listUseProblem(null, user)).toBe(LIST_USE_MESSAGES.unknown);
  });
});
