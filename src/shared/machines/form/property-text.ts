/** A text property, or null when unset: the designer stores cleared fields as empty strings. */
export function textOrNull(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
