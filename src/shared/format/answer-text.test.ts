import { describe, expect, it } from 'vitest';
import type { MailingAddressAnswer } from '../generated/types.gen.ts';
import { answerToItems, answerToText, CASCADER_SEPARATOR, formatAddressLine } from './answer-text.ts';

describe('answerToText', () => {
  it('reads plain values, yes/no and lists', () => {
    expect(answerToText('  hello ')).toBe('hello');
    expect(answerToText(12.5)).toBe('12.5');
    expect(answerToText(true)).toBe('Yes');
    expect(answerToText(false)).toBe('No');
    expect(answerToText(['a', 'b', ''])).toBe('a, b');
  });

  it('joins a cascader path with slashes and shows option labels', () => {
    expect(answerToText(['ca', 'on'], { separator: CASCADER_SEPARATOR })).toBe('ca / on');
    expect(answerToText(['y', 'n'], { labels: { y: 'Yes please', n: 'No thanks' } })).toBe(
      'Yes please, No thanks',
    );
  });

  it('puts an address on one line, leaving out empty parts', () => {
    const address: MailingAddressAnswer = {
      streetAddress: '24 Sussex Dr',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1M 1M4',
    };
    expect(answerToText(address)).toBe('24 Sussex Dr, Ottawa, ON K1M 1M4');
    expect(formatAddressLine(address)).toBe('24 Sussex Dr, Ottawa, ON K1M 1M4');
    expect(answerToText({ streetAddress: '', city: 'Ottawa', province: null, postalCode: '' })).toBe(
      'Ottawa',
    );
  });

  it('names files and signers, skipping revoked stamps', () => {
    expect(
      answerToText([
        { fileName: 'a.pdf', fileGuid: '1' },
        { fileName: 'b.png', fileGuid: '2' },
      ]),
    ).toBe('a.pdf, b.png');
    expect(
      answerToText([
        { userName: 'Ann', revoked: true },
        { userName: 'Bob', revoked: false },
      ]),
    ).toBe('Bob');
    expect(answerToText({ linkedAnswer: { answerValue: 'linked', updatedAt: 'x' } })).toBe('linked');
  });

  it('gives nothing for an unanswered question', () => {
    for (const value of [
      null,
      undefined,
      '',
      Number.NaN,
      [],
      { repeatableGroupGuids: ['g'] },
      { unknown: 1 },
    ]) {
      expect(answerToItems(value)).toEqual([]);
    }
  });
});
