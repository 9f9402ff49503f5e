/**
 * A shortcode as links carry it (/start/{code}): letters, digits, '-' and '_', at most 50 characters, the
 * same rule the server applies to GetMyUserInfo?shortcode.
 */
export const SHORTCODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

export const isShortcode = (code: string): boolean => SHORTCODE_PATTERN.test(code);

/** The ShowError message for a shortcode nobody can find (docs/api-decisions.md, GetMyUserInfo). */
export const shortcodeNotFound = (code: string): string => `Shortcode "${code}" was not found.`;
