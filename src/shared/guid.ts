// Guids as the API and the database spell them. One definition, so the server's checks, the client's and
// the tests' agree on what a guid is.

/** The all-zero guid: "no repeater row", "not saved yet", and the built-in records that have no owner. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** A guid in its 8-4-4-4-12 hexadecimal form, either case. */
export const GUID_PATTERN = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

export const isGuid = (value: unknown): value is string =>
  typeof value === 'string' && GUID_PATTERN.test(value);
