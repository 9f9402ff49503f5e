import { describe, expect, it } from 'vitest';
import { optionalityMarker } from './optionality.ts';

describe('optionalityMarker', () => {
  it('flags an unanswered required question only when showOptionality is on', () => {
    expect(optionalityMarker({ showOptionality: true, empty: true, readOnly: false })).toBe('required');
    expect(optionalityMarker({ showOptionality: false, empty: true, readOnly: false })).toBeNull();
  });

  it('drops the asterisk once answered, and for read-only questions', () => {
    expect(optionalityMarker({ showOptionality: true, empty: false, readOnly: false })).toBeNull();
    expect(optionalityMarker({ showOptionality: true, empty: true, readOnly: true })).toBeNull();
  });

  it("says '(optional)' for optional questions, answered or not", () => {
    expect(optionalityMarker({ isOptional: true, showOptionality: true, empty: true, readOnly: false })).toBe(
      'optional',
    );
    expect(optionalityMarker({ isOptional: true, empty: false, readOnly: false })).toBe('optional');
  });
});
