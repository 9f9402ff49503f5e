import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../generated/elements.gen.ts';
import type { ElementType } from '../generated/types.gen.ts';
import { anyStoredValue } from './stored-values.test-support.ts';
import { isAnswerEmpty, isEmptyAs } from './emptiness.ts';

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
        expect(typeof isAnswerEmpty(type, value)).toBe('boolean');
      }),
    );
  });
});

describe('isEmptyAs', () => {
  it('treats a display-only element as unanswered unless something is stored', () => {
    expect(isEmptyAs('none', undefined)).toBe(true);
  });
});
