import type { ValidationType } from '../generated/types.gen.ts';
import { isEmail, isPhone, isSin, isUrl } from '../validation/formats.ts';

const checks = { email: isEmail, phone: isPhone, url: isUrl, sin: isSin } as const;

/** The shared string format (a `format` name of the schemas) a Simple Text answer must match per validation type. */
export const validationTypeFormats: { readonly [Type in ValidationType]: keyof typeof checks } = {
  Email: 'email',
  Phone: 'phone',
  URL: 'url',
  SIN: 'sin',
};

/** True when a Simple Text answer has the format its validation type asks for. */
export function matchesValidationType(type: ValidationType, value: string): boolean {
  return checks[validationTypeFormats[type]](value);
}
