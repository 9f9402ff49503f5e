import { schemaRef } from '../http/schema-compilers.ts';

// Pieces the form API route files share.

export const uuid = { type: 'string', format: 'uuid' } as const;

export { guidParams } from '../http/route-schemas.ts';

/** `$ref` to a schema of schemas/ by its path without the suffix ('api/…', 'definitions/…'). */
export const ref = (path: string) => schemaRef(`https://schemas.business-tools.local/${path}.schema.json`);

/**
 * Routes under a form or response guid declare only a signed-in caller: their guard hook loads the
 * record and checks the roles in its organisation (the path carries none).
 */
export const signedIn = { kind: 'signedIn' } as const;

/** Client caches that hold form definitions, dropped after every change (spec platform 7: X-Store-Refresh). */
export const FORM_CACHES = 'formDefinitions';
