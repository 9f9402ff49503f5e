import { schemaRef } from '../http/schema-compilers.ts';
import { guidParams, specMessages } from './admin-validation.ts';

const schemaBase = 'https://schemas.business-tools.local/';
export const org = schemaRef(`${schemaBase}definitions/org.schema.json`);
export const orgInfo = schemaRef(`${schemaBase}definitions/organisation-info.schema.json`);
export const tags = ['Org'];
export const orgParams = guidParams('orgGuid');

const required = 'Please fill in all required fields.';
/** Spec 5, Organisation: the editor's messages for what the Org schema refuses. */
export const orgMessages = specMessages(
  {
    code: { required, maxLength: 'Code must be at most 5 characters.' },
    name: { required, maxLength: 'Name must be at most 250 characters.' },
    websiteUrl: { maxLength: 'Website URL must be at most 250 characters.' },
    contactNumber: { maxLength: 'Contact Number must be at most 15 characters.' },
    email: { maxLength: 'Email must be at most 35 characters.', format: 'Email not valid' },
    emailDomains: {},
    customCSS: { maxLength: 'Custom CSS must be at most 5000 characters.' },
  },
  ['contactNumber', 'email', 'websiteUrl', 'emailDomains', 'customCSS'],
);
