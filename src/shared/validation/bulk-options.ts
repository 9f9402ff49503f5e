import { optionKey } from './options.ts';
import type { LabelledOption } from '../generated/types.gen.ts';

// Bulk add: the designer pastes one option per line, 'Label<TAB>code' or 'Label,code', or a
// single item used as both. Any bad line or duplicate rejects the whole paste, so a half-added
// list never has to be cleaned up by hand.

export type BulkAddResult = { ok: true; options: LabelledOption[] } | { ok: false; error: string };

function parseLine(line: string): LabelledOption | string {
  // A tab wins over commas so labels such as 'Smith, John<TAB>SJ' can be pasted from a spreadsheet.
  let parts: string[];
  if (line.includes('\t')) {
    parts = line.split('\t');
  } else {
    if (line.split(',').length > 2) return `Line contains more than one comma: ${line}`;
    parts = line.split(',');
  }
  const [label = '', value = label] = parts.map((part) => part.trim());
  if (parts.length > 2 || label === '' || value === '') return `Invalid line: ${line}`;
  return { label, value };
}

/** Parses pasted lines into options, refusing all of them on a bad line or a value already in use. */
export function parseBulkOptions(text: string, existing: readonly LabelledOption[] = []): BulkAddResult {
  const lines = text
    .split(/\r?\n/)
    // Tabs are kept: a trailing tab means an empty code, which is an invalid line, not a single item.
    .map((line) => line.replace(/^[^\S\t]+|[^\S\t]+$/g, ''))
    .filter((line) => line !== '');
  if (lines.length === 0) return { ok: false, error: 'No lines found' };

  const options: LabelledOption[] = [];
  for (const line of lines) {
    const parsed = parseLine(line);
    if (typeof parsed === 'string') return { ok: false, error: parsed };
    options.push(parsed);
  }

  const seen = new Set(existing.map((option) => optionKey(option.value)));
  const duplicates: string[] = [];
  for (const option of options) {
    const key = optionKey(option.value);
    if (seen.has(key) && !duplicates.some((value) => optionKey(value) === key)) duplicates.push(option.value);
    seen.add(key);
  }
  if (duplicates.length > 0) return { ok: false, error: `Duplicate values found: ${duplicates.join(', ')}` };
  return { ok: true, options };
}
