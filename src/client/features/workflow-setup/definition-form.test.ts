import { describe, expect, it } from 'vitest';
import { newWorkflowDefinition } from '../../../shared/workflows/definition-draft.ts';
import { ApiError } from '../../lib/api-client.ts';
import { definitionBody, entityTypeChoices, messagesOf } from './definition-form.ts';
import { serverFieldErrors } from './server-field-errors.ts';

describe('the definition form', () => {
  it('sends codes without spaces, codes from labels, and a Default frame when none is left', () => {
    const body = definitionBody({
      ...newWorkflowDefinition('org'),
      name: ' Audit ',
      statusList: [{ code: '', label: 'On Hold' }],
      timeFrames: [],
    });
    expect(body.name).toBe('Audit');
    expect(body.statusList).toEqual([{ code: 'OnHold', label: 'On Hold', isEndpoint: false }]);
    expect(body.timeFrames).toEqual([{ code: 'Default', label: 'Default', startDate: null, endDate: null }]);
  });

  it('gathers the messages of a row and of its fields, not of the next rows', () => {
    const errors = { 'statusList.1.code': ['a'], 'statusList.1': ['b'], 'statusList.10.label': ['c'] };
    expect(messagesOf(errors, 'statusList.1')).toEqual(['a', 'b']);
  });

  it('lists child entity types after their parent', () => {
    expect(
      entityTypeChoices([
        {
          guid: 'p',
          plural: 'Sites',
          childEntityDefinitions: [{ guid: 'c', plural: 'Rooms', childEntityDefinitions: [] }],
        },
      ]),
    ).toEqual([
      { guid: 'p', label: 'Sites' },
      { guid: 'c', label: 'Sites / Rooms' },
    ]);
  });

  it('reads the field messages of a refused save, and nothing from other failures', () => {
    const refused = new ApiError(
      400,
      'Bad Request',
      { title: 'x', errors: { name: ['Please fill in all required fields.'], odd: 3 } },
      'r',
    );
    expect(serverFieldErrors(refused)).toEqual({ name: ['Please fill in all required fields.'] });
    expect(serverFieldErrors(new ApiError(500, 'Server Error', 'oops', 'r'))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
