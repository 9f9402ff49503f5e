import type { Org } from '../../../shared/generated/types.gen.ts';

/** All zeros: the guid of an organisation not saved yet (spec 3). */
import { EMPTY_GUID } from '../../../shared/guid.ts';

/** Spec 5: the longest text each field takes. */
export const orgMaxLengths = {
  code: 5,
  name: 250,
  websiteUrl: 250,
  contactNumber: 15,
  email: 35,
  customCSS: 5000,
} as const;

export const requiredMessage = 'Please fill in all required fields.';

/** The editor's fields as plain strings (null-free), so inputs and change tracking stay simple. */
export interface OrgForm {
  guid: string;
  code: string;
  name: string;
  websiteUrl: string;
  contactNumber: string;
  email: string;
  entityDefinitionGuid: string;
  emailDomains: string;
  logoFileGuid: string;
  customCSS: string;
}

export function isSavedOrg(guid: string): boolean {
  return guid !== '' && guid !== EMPTY_GUID && !guid.toLowerCase().startsWith('new');
}

export function toOrgForm(org: Org | undefined): OrgForm {
  return {
    guid: org?.guid ?? EMPTY_GUID,
    code: org?.code ?? '',
    name: org?.name ?? '',
    websiteUrl: org?.websiteUrl ?? '',
    contactNumber: org?.contactNumber ?? '',
    email: org?.email ?? '',
    entityDefinitionGuid: org?.entityDefinitionGuid ?? '',
    emailDomains: org?.emailDomains ?? '',
    logoFileGuid: org?.logoFileGuid ?? '',
    customCSS: org?.customCSS ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body for CreateOrg / UpdateOrg; empty optional fields are sent as null. */
export function toOrgBody(form: OrgForm): Org {
  return {
    guid: form.guid,
    code: form.code.trim(),
    name: form.name.trim(),
    websiteUrl: orNull(form.websiteUrl),
    contactNumber: orNull(form.contactNumber),
    email: orNull(form.email),
    entityDefinitionGuid: orNull(form.entityDefinitionGuid),
    emailDomains: orNull(form.emailDomains),
    logoFileGuid: orNull(form.logoFileGuid),
    // Custom CSS keeps its own spacing; only an all-blank text is dropped.
    customCSS: form.customCSS.trim() === '' ? null : form.customCSS,
  };
}

export function hasRequiredFields(form: OrgForm): boolean {
  return form.code.trim() !== '' && form.name.trim() !== '';
}

export function isOrgFormDirty(form: OrgForm, saved: OrgForm): boolean {
  return (Object.keys(form) as (keyof OrgForm)[]).some((key) => form[key] !== saved[key]);
}

/** Spec 5: Save needs changes and the required fields. */
export function canSaveOrg(form: OrgForm, saved: OrgForm): boolean {
  return isOrgFormDirty(form, saved) && hasRequiredFields(form);
}

/** The view link of a website: only with a dot in it, https:// added when it lacks http. */
export function websiteLink(url: string | null | undefined): string | undefined {
  const value = (url ?? '').trim();
  if (!value.includes('.')) return undefined;
  return /^http/i.test(value) ? value : `https://${value}`;
}

export const maxLogoBytes = 10 * 1024 * 1024;

/** Spec 5: why a logo file cannot be uploaded, or undefined when it can. */
export function logoProblem(orgGuid: string, file: { type: string; size: number }): string | undefined {
  if (!isSavedOrg(orgGuid)) return 'Please save the organization first before uploading a logo.';
  if (!file.type.startsWith('image/')) return 'Please select an image file.';
  if (file.size >= maxLogoBytes) return 'File size must be less than 10MB.';
  return undefined;
}
