import { answerSchemaFiles, elementSchemaFiles } from './answer-schemas.ts';
import { deriveElementUnions } from './element-unions.ts';
import { emitElements } from './emit-elements.ts';
import { emitPanelValidators } from './emit-panel-validators.ts';
import { emitSchemas, PANEL_SCHEMAS_FILE, panelSchemasByType } from './emit-schemas.ts';
import { emitTypes } from './emit-types.ts';
import { emitValidators } from './emit-validators.ts';
import { formatTypeScript } from './format.ts';
import { loadSchemaFiles } from './schema-files.ts';
import {
  REQUIRE_WIDGETS,
  WIDGET_REGISTRY_PATH,
  assertWidgetsPaired,
  emitWidgetRegistry,
  listWidgetFiles,
  pairWidgets,
} from './widget-registry.ts';

export const GENERATED_DIR = 'src/shared/generated';

/** A file codegen produces: its path from the repository root and its full content. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Produces every generated file from the schemas, without touching the disk. */
export async function generate(
  rootDir: string,
  options = { requireWidgets: REQUIRE_WIDGETS },
): Promise<GeneratedFile[]> {
  const unions = await deriveElementUnions(rootDir, loadSchemaFiles(rootDir));
  const schemaFiles = unions.files;
  const elements = elementSchemaFiles(schemaFiles);
  const files = [...schemaFiles, ...answerSchemaFiles(elements)];
  const paletteGroup = schemaFiles.find((file) => file.title === 'PaletteGroup');
  if (!paletteGroup) throw new Error('schemas/definitions/palette-group.schema.json is missing');

  const validators = emitValidators(files, elements);
  const panelSchemas = panelSchemasByType(files, elements);
  const panelValidators = emitPanelValidators(panelSchemas, files);
  const typeScript: GeneratedFile[] = [
    { path: `${GENERATED_DIR}/types.gen.ts`, content: await emitTypes(files, elements) },
    { path: `${GENERATED_DIR}/validators.gen.ts`, content: validators.wrappers },
    { path: `${GENERATED_DIR}/validators-standalone.gen.d.ts`, content: validators.declarations },
    { path: `${GENERATED_DIR}/panel-validators.gen.ts`, content: panelValidators.wrappers },
    {
      path: `${GENERATED_DIR}/panel-validators-standalone.gen.d.ts`,
      content: panelValidators.declarations,
    },
    { path: `${GENERATED_DIR}/elements.gen.ts`, content: emitElements(elements, paletteGroup) },
    { path: `${GENERATED_DIR}/schemas.gen.ts`, content: emitSchemas(files) },
  ];
  if (options.requireWidgets) {
    const types = elements.map((element) => element.elementType);
    assertWidgetsPaired(pairWidgets(types, listWidgetFiles(rootDir)));
    typeScript.push({ path: WIDGET_REGISTRY_PATH, content: emitWidgetRegistry(types) });
  }
  const formatted = await Promise.all(
    typeScript.map(async (file) => ({
      ...file,
      content: await formatTypeScript(rootDir, file.path, file.content),
    })),
  );
  // Data and the standalone code are laid out by JSON.stringify and ajv (one statement per line);
  // prettier would spend seconds on them for no reader's benefit.
  return [
    ...unions.generated,
    ...formatted,
    { path: `${GENERATED_DIR}/validators-standalone.gen.js`, content: validators.standalone },
    {
      path: `${GENERATED_DIR}/panel-validators-standalone.gen.js`,
      content: panelValidators.standalone,
    },
    { path: `${GENERATED_DIR}/${PANEL_SCHEMAS_FILE}`, content: `${JSON.stringify(panelSchemas, null, 2)}\n` },
  ];
}
