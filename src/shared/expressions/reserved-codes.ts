// Form codes that templated text reads as prefixes ({{Login:Name}}), so no form may take them.

/** Codes no form may use, whatever their casing. */
export const RESERVED_FORM_CODES = ['Login', 'Workflow', 'Form', 'Org', 'Site', 'User', 'Entity'] as const;

export const RESERVED_CODE_TEXT = 'Reserved code';

const reserved = new Set<string>(RESERVED_FORM_CODES.map((code) => code.toLowerCase()));

/** True when the code is reserved ('login', 'LOGIN' and 'Login' alike). */
export function isReservedFormCode(code: string): boolean {
  return reserved.has(code.trim().toLowerCase());
}
