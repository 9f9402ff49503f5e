import type { MailingAddressAnswer } from '../../../shared/generated/types.gen.ts';
import { isAddressComplete } from '../../../shared/validation/address.ts';
import type { MailingAddressDraft } from '../../../shared/validation/address.ts';

/** An address as its inputs hold it: every part a string, '' when empty. */
export type AddressDraft = Required<{ [Part in keyof MailingAddressDraft]: string }>;

/** The inputs' text for a saved address (or for none). */
export function toAddressDraft(value: MailingAddressAnswer | null): AddressDraft {
  return {
    streetAddress: value?.streetAddress ?? '',
    city: value?.city ?? '',
    province: value?.province ?? '',
    postalCode: value?.postalCode ?? '',
  };
}

/** Compared part by part: the renderer may hand back an equal address as a new object. */
export function sameAddressDraft(a: AddressDraft, b: AddressDraft): boolean {
  return (
    a.streetAddress === b.streetAddress &&
    a.city === b.city &&
    a.province === b.province &&
    a.postalCode === b.postalCode
  );
}

/** True when nothing at all is typed: the answer is then removed. */
export function isAddressDraftEmpty(draft: AddressDraft): boolean {
  return Object.values(draft).every((part) => part.trim() === '');
}

/**
 * What the inputs hold as an address value, complete or not. Reported while incomplete so the renderer
 * knows the saved address has been typed past; the shared check refuses it until it is whole.
 */
export function toAddressValue(draft: AddressDraft): MailingAddressAnswer {
  return {
    streetAddress: draft.streetAddress.trim(),
    city: draft.city.trim(),
    province: (draft.province || null) as MailingAddressAnswer['province'],
    postalCode: draft.postalCode,
  };
}

/**
 * The answer to save, or null while the address is incomplete: the shared rule (street, city, a valid
 * postal code), plus a province unless the question accepts generic addresses ('generic' says it
 * accepts an address without a province, so other questions require one).
 */
export function toAddressAnswer(draft: AddressDraft, generic: boolean): MailingAddressAnswer | null {
  if (!isAddressComplete(draft) || (!generic && !draft.province)) return null;
  return toAddressValue(draft);
}
