import { describe, expect, it } from 'vitest';
import type { FormElement } from '../generated/types.gen.ts';
import { ANSWER_MESSAGES, checkAnswer, isAnswerRemoval } from './answer-checks.ts';
import { normaliseAnswer } from './answer-normalisers.ts';

const element = (type: string, properties: Record<string, unknown> = {}) =>
  ({ guid: 'e', type, questionCode: 'q', properties }) as unknown as FormElement;

const address = { streetAddress: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' };

describe('checkAnswer', () => {
  it('accepts values that fit the type and its settings', () => {
    expect(checkAnswer(element('Number', { min: 1, max: 5 }), 3)).toBeUndefined();
    expect(
      checkAnswer(element('SelectList', { selectListOptions: [{ value: 'A', label: 'a' }] }), 'a'),
    ).toBeUndefined();
    expect(
      checkAnswer(
        element('Cascader', {
          cascaderOptions: [{ value: 'ca', label: 'Canada', children: [{ value: 'on', label: 'Ontario' }] }],
        }),
        ['ca', 'on'],
      ),
    ).toBeUndefined();
    // Options kept outside the element (a list definition) leave nothing to check against.
    expect(checkAnswer(element('RadioButtons'), 'anything')).toBeUndefined();
    expect(checkAnswer(element('MailingAddress'), address)).toBeUndefined();
  });

  it('has no problem with a removal: whether an answer is required is judged elsewhere', () => {
    expect(checkAnswer(element('Number', { min: 1 }), null)).toBeUndefined();
    expect(
      checkAnswer(element('SimpleText', { validation: true, validationType: 'Email' }), ''),
    ).toBeUndefined();
    expect(isAnswerRemoval(element('Checkboxes'), [])).toBe(true);
    // A partly typed address is judged, so the user learns what is missing.
    expect(isAnswerRemoval(element('MailingAddress'), { city: 'Ottawa' })).toBe(false);
    expect(checkAnswer(element('MailingAddress'), { city: 'Ottawa' })).toBe(
      ANSWER_MESSAGES.incompleteAddress,
    );
  });

  it('gives the spec messages for out-of-range numbers and money', () => {
    expect(checkAnswer(element('Number', { min: 1 }), 0)).toBe(
      'Error Saving: Must be greater than or equal to 1',
    );
    expect(checkAnswer(element('Money', { max: 10 }), 10.01)).toBe(
      'Error Saving: Must be less than or equal to 10',
    );
  });

  it('refuses more decimals than the question keeps', () => {
    expect(checkAnswer(element('Money'), 12.345)).toBe('Error Saving: Must have at most 2 decimals');
    expect(checkAnswer(element('Money'), 12.34)).toBeUndefined();
    expect(checkAnswer(element('Money'), 0.1 + 0.2)).toBeUndefined();
    expect(checkAnswer(element('Number', { precision: 0 }), 12.5)).toBe(
      'Error Saving: Must be a whole number',
    );
    expect(checkAnswer(element('Number'), 12.5)).toBe('Error Saving: Must be a whole number');
    expect(checkAnswer(element('Number', { precision: 3 }), 12.125)).toBeUndefined();
    expect(checkAnswer(element('Number', { precision: 2 }), 12.125)).toBe(
      'Error Saving: Must have at most 2 decimals',
    );
  });

  it('refuses a path that is not in the cascader tree, and dates outside relative limits', () => {
    const cascader = element('Cascader', { cascaderOptions: [{ value: 'ca', label: 'Canada' }] });
    expect(checkAnswer(cascader, ['us'])).toBe('The answer must be one of the question’s options.');
    const date = element('Date', { minDateCode: 'today' });
    const now = new Date(2024, 4, 2);
    expect(checkAnswer(date, '2024-05-01', { now })).toBe('The date is outside the allowed range.');
    expect(checkAnswer(date, '2024-05-02', { now })).toBeUndefined();
  });

  it('keeps a date-only question to days and a timed one to instants', () => {
    expect(checkAnswer(element('Date'), '2024-05-02T10:00:00.000Z')).toBe(ANSWER_MESSAGES.dateOnly);
    expect(checkAnswer(element('Date', { enableTime: true }), '2024-05-02')).toBe(ANSWER_MESSAGES.dateTime);
    expect(checkAnswer(element('Date', { enableTime: true }), '2024-05-02T10:00:00.000Z')).toBeUndefined();
  });

  it('needs a province unless the address is generic', () => {
    const withoutProvince = { ...address, province: null };
    expect(checkAnswer(element('MailingAddress'), withoutProvince)).toBe(ANSWER_MESSAGES.noProvince);
    expect(checkAnswer(element('MailingAddress', { generic: true }), withoutProvince)).toBeUndefined();
  });

  it('keeps entity and security group answers to the organisation’s records', () => {
    const known = '0b0e7a52-3a61-4b8e-9a4c-6f4f1f1f1f1f';
    const other = '1b0e7a52-3a61-4b8e-9a4c-6f4f1f1f1f1f';
    expect(checkAnswer(element('Entity'), other, { entityGuids: new Set([known]) })).toBe(
      ANSWER_MESSAGES.unknownEntity,
    );
    expect(
      checkAnswer(element('Entity'), known.toUpperCase(), { entityGuids: new Set([known]) }),
    ).toBeUndefined();
    const group = element('SecurityGroup', { allowedSecurityGroups: [known] });
    expect(checkAnswer(group, other)).toBe(ANSWER_MESSAGES.groupNotAllowed);
    expect(checkAnswer(group, known)).toBeUndefined();
    expect(checkAnswer(element('SecurityGroup'), other, { securityGroupGuids: new Set([known]) })).toBe(
      ANSWER_MESSAGES.unknownGroup,
    );
  });

  it('names schema failures', () => {
    expect(checkAnswer(element('Boolean'), 'yes')).toBe('The answer is not valid: must be boolean.');
    expect(checkAnswer(element('SimpleText'), 123)).toBe('The answer is not valid: must be string.');
    expect(
      checkAnswer(element('SimpleText', { validation: true, validationType: 'SIN' }), '123 456 789'),
    ).toBe('Invalid Input');
  });
});

describe('normaliseAnswer', () => {
  it('applies what the widgets apply while typing', () => {
    const phone = element('SimpleText', { validation: true, validationType: 'Phone' });
    expect(normaliseAnswer(phone, '6135551234')).toBe('(613) 555-1234');
    const url = element('SimpleText', { validation: true, validationType: 'URL' });
    expect(normaliseAnswer(url, 'HTTPS://Example.COM/ A')).toBe('https://example.com/a');
    expect(normaliseAnswer(element('MailingAddress'), { ...address, postalCode: 'k1a0b1' })).toEqual(address);
  });

  it('leaves text without a validation type, and values of the wrong type, as they are', () => {
    expect(normaliseAnswer(element('SimpleText'), 'HTTPS://Example.COM')).toBe('HTTPS://Example.COM');
    const phone = element('SimpleText', { validation: true, validationType: 'Phone' });
    expect(normaliseAnswer(phone, 6135551234)).toBe(6135551234);
  });
});
