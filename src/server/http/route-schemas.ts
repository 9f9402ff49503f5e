/** Route parameters and query fields that are guids, all required and nothing else allowed. */
export const guidParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  additionalProperties: false,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string', format: 'uuid' }])),
});
