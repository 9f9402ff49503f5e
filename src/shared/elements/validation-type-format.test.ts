import { describe, expect, it } from 'vitest';
import { matchesValidationType } from './validation-type-format.ts';

describe('matchesValidationType', () => {
  it.each([
    ['SIN', '046 454 286', true],
    ['SIN', '046 454 287', false],
    ['Phone', '(416) 555-0134', true],
    ['Phone', '555-0134', false],
    ['Email', 'jordan@northwind.example', true],
    ['Email', 'jordan@northwind', false],
    ['URL', 'northwind.example', true],
    ['URL', 'north wind', false],
  ] as const)('%s %s → %s', (type, value, valid) => {
    expect(matchesValidationType(type, value)).toBe(valid);
  });
});
