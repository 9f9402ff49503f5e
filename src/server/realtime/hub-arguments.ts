import { isGuid } from '../../shared/guid.ts';
import { HubError } from './hub-registry.ts';

/** The argument as a lower-case guid, or a refusal naming it. */
export function guidArgument(value: unknown, name: string): string {
  if (!isGuid(value)) throw new HubError(`${name} must be a guid.`);
  return value.toLowerCase();
}

/** The argument as text of at most `max` characters, or a refusal naming it. */
export function textArgument(value: unknown, name: string, max = 10_000): string {
  if (typeof value !== 'string' || value.length > max)
    throw new HubError(`${name} must be text of at most ${max} characters.`);
  return value;
}
