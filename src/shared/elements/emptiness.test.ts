import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../generated/elements.gen.ts';
import type { ElementType } from '../generated/types.gen.ts';
import { anyStoredValue } from './stored-values.test-support.ts';
import { isAnswerEmpty } from './emptiness.ts';

const stamp = (revoked: boolean) => ({
  guid: 'g',
  userGuid: 'u',
  userName: 'Jordan',
  timeStamped: '2024-05-02T09:15:00Z',
  revoked,
});

describe('isAnswerEmpty', () => {
  it.each([
    ['SimpleText', null, true],
    ['SimpleText', '', true],
    ['SimpleText', ' ', false],
    ['Number', Number.NaN, true],
    ['Number', 0, false],
    ['Boolean', false, false],
    ['RichText', '<p>&nbsp;</p><p><br></p>', true],
    ['RichText', '<p>Done</p>', false],
    ['Checkboxes', [], true],
    ['Checkboxes', ['a'], false],
    ['FileUpload', [], true],
    ['FileUpload', [{ fileName: 'a.pdf', fileGuid: 'g' }], false],
    ['NameStamp', [], true],
    ['NameStamp', [stamp(true)], true],
    ['NameStamp', [stamp(true), stamp(false)], false],
    ['MailingAddress', { streetAddress: '1 Main St', city: '', postalCode: 'K1A 0B1' }, true],
    ['MailingAddress', { streetAddress: '1 Main St', city: 'Ottawa', postalCode: 'K1A 0B1' }, false],
    ['Repeater', { repeatableGroupGuids: [] }, true],
    ['Repeater', { repeatableGroupGuids: ['g'] }, false],
  ] as const)('%s answer %j is empty: %s', (type, value, empty) => {
    expect(isAnswerEmpty(type, value)).toBe(empty);
  });
});

describe('isAnswerEmpty on stored junk', () => {
  it.each(Object.keys(elementRegistry) as ElementType[])('judges any %s value without throwing', (type) => {
    fc.assert(
      fc.property(anyStoredValue, (value) => {
        expect(() => isAnswerEmpty(type, value)).not.toThrow();
      }),
    );
  });
});

describe('display-only elements that can hold a stored record', () => {
  it.each(['LinkedAnswer', 'ComplianceItem'] as const)(
    'a %s is unanswered while nothing is stored for it, and answered once something is',
    (type) => {
      expect(isAnswerEmpty(type, undefined)).toBe(true);
      expect(isAnswerEmpty(type, null)).toBe(true);
      expect(isAnswerEmpty(type, 'Jordan Lee')).toBe(false);
      expect(isAnswerEmpty(type, { answerValue: '"Jordan Lee"' })).toBe(false);
    },
  );
});
