import { isReservedFormCode } from '../../shared/expressions/reserved-codes.ts';

/**
 * A form code for a new form, made from its name: the letters, digits, hyphens and underscores of the
 * name (at most 50), 'Form' when none are left, with '1' added to a reserved code so it stays usable.
 */
export function formCodeFromName(name: string): string {
  const code = name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50) || 'Form';
  return isReservedFormCode(code) ? `${code.slice(0, 49)}1` : code;
}
