import { describe, expect, it } from 'vitest';
import { validateOptions } from './options.ts';

describe('validateOptions', () => {
  it('accepts a list with distinct values and labels', () => {
    expect(
      validateOptions([
        { value: 'y', label: 'Yes' },
        { value: 'n', label: 'No' },
      ]),
    ).toEqual([]);
  });

  it('requires a value and a label on every option', () => {
    expect(validateOptions([{ value: ' ', label: '' }])).toEqual(['Value is required', 'Label is required']);
  });

  it('requires unique values and labels, ignoring case and spaces', () => {
    expect(
      validateOptions([
        { value: 'yes', label: 'Yes' },
        { value: 'YES ', label: 'yes' },
      ]),
    ).toEqual(['Values must be unique', 'Labels must be unique']);
  });

  it('does not call two empty values duplicates', () => {
    expect(
      validateOptions([
        { value: '', label: 'A' },
        { value: '', label: 'B' },
      ]),
    ).toEqual(['Value is required']);
  });
});
