import { describe, expect, it } from 'vitest';
import { applyFilters, splitByCaps } from './template-filters.ts';

describe('applyFilters', () => {
  it('changes case', () => {
    expect(applyFilters(['Ann Lee'], ['uppercase']).items).toEqual(['ANN LEE']);
    expect(applyFilters(['Ann Lee'], ['LOWERCASE']).items).toEqual(['ann lee']);
    expect(applyFilters(['mcDonald'], ['capitalize']).items).toEqual(['McDonald']);
  });

  it('formats dollars and leaves text that is not an amount', () => {
    expect(applyFilters(['1234.5', 'n/a'], ['formatdollars']).items).toEqual(['$1,234.50', 'n/a']);
  });

  it('wraps the value in an underscore template', () => {
    expect(applyFilters(['Ann'], ['Dear _,']).items).toEqual(['Dear Ann,']);
    expect(applyFilters(['a', 'b'], ['Items: _.']).items).toEqual(['Items: a, b.']);
    expect(applyFilters(['Ann'], ['Dear _,', 'uppercase']).items).toEqual(['DEAR ANN,']);
  });

  it('puts list items on separate lines with breaklist', () => {
    expect(applyFilters(['a', 'b'], ['breaklist', 'Chosen: _'])).toEqual({
      items: ['Chosen: a', 'b'],
      separator: ', ',
      lines: true,
    });
    expect(applyFilters(['line 1\nline 2\n'], ['breaklist']).items).toEqual(['line 1', 'line 2']);
    expect(applyFilters([' \n '], ['breaklist', 'Dear _,']).items).toEqual([]);
  });

  it('ignores an unknown filter', () => {
    expect(applyFilters(['x'], ['sparkle']).items).toEqual(['x']);
  });
});

describe('splitByCaps', () => {
  it('separates joined words', () => {
    expect(splitByCaps('FirstName')).toBe('First Name');
    expect(splitByCaps('HTMLParser')).toBe('HTML Parser');
    expect(splitByCaps('version2Notes')).toBe('version2 Notes');
  });
});
