import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import type { RuleState } from './evaluator.ts';
import type { FormDefinition } from '../generated/types.gen.ts';
import { unansweredQuestions } from './required.ts';
import { answerIs, element, form, rule, stateOf, workflowIs } from './test-support.ts';

function unanswered(definition: FormDefinition, state: RuleState): string[] {
  const evaluation = compileRules(definition).evaluateAll(state);
  return unansweredQuestions(definition, state.answers, evaluation).map(({ element, repeatableGroupGuid }) =>
    repeatableGroupGuid ? `${element.guid}/${repeatableGroupGuid}` : element.guid,
  );
}

describe('unanswered questions', () => {
  it('lists empty questions in form order, skipping display-only, optional and archived ones', () => {
    const definition = form([
      element('s1', 'Section'),
      element('heading', 'Heading', 's1'),
      element('name', 'SimpleText', 's1'),
      element('age', 'Number', 's1'),
      element('nickname', 'SimpleText', 's1', { isOptional: true }),
      element('old', 'SimpleText', 's1'),
      element('stamp', 'NameStamp', 's1'),
      element('notes', 'RichText', 's1'),
    ]);
    definition.components.find((each) => each.guid === 'old')!.isArchived = true;
    expect(unanswered(definition, stateOf({ age: 0 }))).toEqual(['name', 'notes']);
    expect(unanswered(definition, stateOf({ name: '', notes: '<p><br></p>' }))).toEqual([
      'name',
      'age',
      'notes',
    ]);
    expect(unanswered(definition, stateOf({ name: 'Ann', age: 3, notes: '<p>Fine</p>' }))).toEqual([]);
  });

  it('does not ask for hidden or read-only questions, nor anything in a hidden section', () => {
    const definition = form(
      [
        element('s1', 'Section'),
        element('hasCar', 'Boolean', 's1'),
        element('car', 'Section', 's1'),
        element('plate', 'SimpleText', 'car'),
        element('locked', 'SimpleText', 's1'),
      ],
      [
        rule('car', 'Hidden', [answerIs('hasCar', 'NotEquals', true)]),
        rule('locked', 'ReadOnly', [workflowIs('Is', 'Done')]),
      ],
    );
    const context = { workflowStatus: 'Done', statusList: [{ code: 'Done', label: 'Done' }] };
    expect(unanswered(definition, stateOf({ hasCar: false }, context))).toEqual([]);
    expect(unanswered(definition, stateOf({ hasCar: true }, context))).toEqual(['plate']);
  });

  it('file uploads need at least one file', () => {
    const definition = form([element('s1', 'Section'), element('photos', 'FileUpload', 's1')]);
    expect(unanswered(definition, stateOf({ photos: [] }))).toEqual(['photos']);
    expect(unanswered(definition, stateOf({ photos: [{ fileName: 'a.png', fileGuid: 'f' }] }))).toEqual([]);
  });

  it('checks questions inside a repeater in every row', () => {
    const definition = form(
      [
        element('s1', 'Section'),
        element('items', 'Repeater', 's1'),
        element('item', 'SimpleText', 'items'),
        element('cost', 'Money', 'items'),
        element('receipt', 'FileUpload', 'items'),
      ],
      [rule('receipt', 'Hidden', [answerIs('cost', 'Equals', 0)])],
    );
    expect(unanswered(definition, stateOf({}))).toEqual(['items']);
    const rows = { items: { repeatableGroupGuids: ['r1', 'r2'] } };
    const state = stateOf({ ...rows, 'item/r1': 'Taxi', 'cost/r1': 0, 'item/r2': 'Hotel', 'cost/r2': 120 });
    expect(unanswered(definition, state)).toEqual(['receipt/r2']);
    expect(unanswered(definition, stateOf({ ...rows, 'item/r1': 'Taxi' }))).toEqual([
      'item/r2',
      'cost/r1',
      'cost/r2',
      'receipt/r1',
      'receipt/r2',
    ]);
  });
});
