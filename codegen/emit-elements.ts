import { banner } from './banner.ts';
import type { ElementSchemaFile } from './answer-schemas.ts';
import type { SchemaFile } from './schema-files.ts';

/** Fields of `x-element` copied into the registry, in a fixed order so the output is stable. */
const DESCRIPTOR_FIELDS = [
  'label',
  'paletteGroup',
  'paletteOrder',
  'displayOnly',
  'emptiness',
  'conditionOperators',
  'computable',
  'summable',
  'ownAnswerCalls',
  'reviewsAnswers',
] as const;
/** Fields of `x-element` a type may leave out; copied when present. */
const OPTIONAL_FIELDS = [
  'container',
  'ownCall',
  'comparesAsPath',
  'nestedResponse',
  'contentsEntry',
  'heldBySection',
  'computedTarget',
  'optionsFromList',
  'answerKind',
  'answerAtMost',
] as const;

/** elements.gen.ts: the element type registry read from every element schema's `x-element`. */
export function emitElements(elements: ElementSchemaFile[], paletteGroupSchema: SchemaFile): string {
  const entries = elements.map((element) => {
    const present = OPTIONAL_FIELDS.filter((field) => element.descriptor[field] !== undefined);
    const fields = [...DESCRIPTOR_FIELDS, ...present].map(
      (field) => `    ${field}: ${JSON.stringify(element.descriptor[field])},`,
    );
    return [
      `  ${element.elementType}: {`,
      `    type: '${element.elementType}',`,
      ...fields,
      `    schemaId: '${element.id}',`,
      `    answerSchemaId: '${element.id.replace(/\.schema\.json$/, '.answer.json')}',`,
      '  },',
    ].join('\n');
  });
  const inPaletteOrder = [...elements]
    .sort((a, b) => Number(a.descriptor.paletteOrder) - Number(b.descriptor.paletteOrder))
    .map((element) => `'${element.elementType}'`);
  const groups = (paletteGroupSchema.schema.enum as string[]).map((group) => JSON.stringify(group));
  return `${banner('schemas/elements/*.schema.json (x-element)')}
import type { ElementDescriptor, ElementType, PaletteGroup } from './types.gen.ts';

export type { ElementType } from './types.gen.ts';

/** What the registry knows of each element type: its x-element descriptor and the ids of its schemas. */
export interface ElementRegistryEntry<Type extends ElementType = ElementType> extends ElementDescriptor {
  readonly type: Type;
  /** \`$id\` of the element schema (settings and common fields). */
  readonly schemaId: string;
  /** \`$id\` of the schema of its answer value. */
  readonly answerSchemaId: string;
}

/** Every element type, keyed by type name. */
export const elementRegistry = {
${entries.join('\n')}
} as const satisfies { readonly [Type in ElementType]: ElementRegistryEntry<Type> };

/** Element types in the order the designer's palette lists them. */
export const elementTypesInPaletteOrder = [${inPaletteOrder.join(', ')}] as const satisfies readonly ElementType[];

/** Palette groups in display order. */
export const paletteGroups = [${groups.join(', ')}] as const satisfies readonly PaletteGroup[];
`;
}
