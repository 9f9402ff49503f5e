import type { FormType } from '../../../shared/generated/types.gen.ts';

/** A form type as people read it: 'StandaloneForm' → 'Standalone Form'. */
export function formTypeLabel(type: FormType | string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}
