import { describe, expect, it } from 'vitest';
import { parseBulkOptions } from './bulk-options.ts';

describe('parseBulkOptions', () => {
  it('reads label and code separated by a tab or a comma, and single items', () => {
    expect(parseBulkOptions('Ontario\tON\r\nQuebec, QC\n\nYukon\n')).toEqual({
      ok: true,
      options: [
        { label: 'Ontario', value: 'ON' },
        { label: 'Quebec', value: 'QC' },
        { label: 'Yukon', value: 'Yukon' },
      ],
    });
  });

  it('lets a tab-separated label contain a comma', () => {
    expect(parseBulkOptions('Smith, John\tSJ')).toEqual({
      ok: true,
      options: [{ label: 'Smith, John', value: 'SJ' }],
    });
  });

  it('rejects the whole paste on a bad line', () => {
    expect(parseBulkOptions('A,a\nB,b,c')).toEqual({
      ok: false,
      error: 'Line contains more than one comma: B,b,c',
    });
    expect(parseBulkOptions('A\ta\tx')).toEqual({ ok: false, error: 'Invalid line: A\ta\tx' });
    expect(parseBulkOptions('Label,')).toEqual({ ok: false, error: 'Invalid line: Label,' });
    expect(parseBulkOptions('Label\t')).toEqual({ ok: false, error: 'Invalid line: Label\t' });
  });

  it('reports an empty paste', () => {
    expect(parseBulkOptions(' \n\n ')).toEqual({ ok: false, error: 'No lines found' });
  });

  it('adds nothing when a code is already used or repeated', () => {
    const existing = [{ label: 'Ontario', value: 'ON' }];
    expect(parseBulkOptions('Ontario again,on\nQuebec,QC\nQuébec,QC', existing)).toEqual({
      ok: false,
      error: 'Duplicate values found: on, QC',
    });
  });
});
