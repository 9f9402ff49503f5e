import { isEmptyAs } from '../elements/emptiness.ts';
import type { AnswerEmptiness } from '../generated/types.gen.ts';

/**
 * How many things an answer holds: files, ticked options, rows, stamps that are not revoked.
 * Any other answer counts 1, or 0 when empty for its kind.
 */
export function answerCount(value: unknown, kind: AnswerEmptiness): number {
  if (value === null || value === undefined) return 0;
  if (kind === 'stamps') return (Array.isArray(value) ? value : [value]).filter(isActiveStamp).length;
  // A repeater's answer is { repeatableGroupGuids }: it counts its rows.
  if (kind === 'rows' && !Array.isArray(value))
    return answerCount((value as { repeatableGroupGuids?: unknown }).repeatableGroupGuids, 'list');
  if (Array.isArray(value)) return value.length;
  return isEmptyAs(kind, value) ? 0 : 1;
}

/** The texts a condition compares with: one per item of a multi-valued answer. */
export function answerTexts(value: unknown, isPath: boolean): string[] {
  if (value === null || value === undefined) return [];
  if (isPath) return [normalisePath(value)];
  if (Array.isArray(value)) return value.flatMap((item) => answerTexts(item, false));
  if (typeof value === 'object') {
    // Files compare by name; other objects (addresses, stamps) by their text parts.
    const record = value as Record<string, unknown>;
    if (typeof record.fileName === 'string') return [record.fileName];
    return Object.values(record).flatMap((part) =>
      typeof part === 'object' ? [] : answerTexts(part, false),
    );
  }
  return [String(value)];
}

/** Cascader paths as 'a / b': arrays joined, slashes collapsed, parts trimmed. */
export function normalisePath(value: unknown): string {
  const text = Array.isArray(value) ? value.map(String).join('/') : String(value);
  return text
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' / ');
}

function isActiveStamp(stamp: unknown): boolean {
  return typeof stamp === 'object' && stamp !== null && (stamp as { revoked?: unknown }).revoked !== true;
}
