import type { FastifyInstance, FastifySchema } from 'fastify';
import Ajv2020 from 'ajv/dist/2020.js';
import { formats } from '../../shared/validation/format-table.ts';
import { schemaAnnotationKeywords, schemasById } from '../../shared/generated/schemas.gen.ts';

/**
 * Our schemas are draft 2020-12 and reference each other by `$id`; Fastify's bundled ajv is draft-07.
 * Route schemas are therefore compiled by an Ajv2020 that knows every schema of schemas/, so a route
 * can say `body: { $ref: orgSchemaId }`. Params and query strings arrive as text and are coerced;
 * bodies are not.
 */
function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    allowUnionTypes: true,
    discriminator: true,
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  for (const keyword of schemaAnnotationKeywords) ajv.addKeyword({ keyword });
  for (const [id, schema] of Object.entries(schemasById)) ajv.addSchema(schema as object, id);
  return ajv;
}

/** The `$id` of a schema in schemas/, for `$ref` in route schemas. */
export const schemaRef = (id: string) => {
  if (!schemasById[id]) throw new Error(`No schema with $id ${id}`);
  return { $ref: id } as const;
};

export function registerSchemaCompilers(app: FastifyInstance): void {
  const bodyAjv = createAjv(false);
  const textAjv = createAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema as object);
  });
  // Responses are shaped explicitly by the repositories; their schemas document them in OpenAPI.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Swagger resolves `$ref`s through the instance's shared schemas.
  for (const [id, schema] of Object.entries(schemasById))
    app.addSchema({ ...(schema as object), $id: id } as FastifySchema & { $id: string });
}
