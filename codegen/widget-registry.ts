import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { banner } from './banner.ts';
import { kebabCase } from './names.ts';

/**
 * Whether every element type must have its widget in src/client/elements. Off until the widgets exist;
 * when on, codegen writes widget-registry.gen.ts and fails on a missing or orphan widget.
 */
export const REQUIRE_WIDGETS = true;

export const WIDGET_DIR = 'src/client/elements';
export const WIDGET_REGISTRY_PATH = `${WIDGET_DIR}/widget-registry.gen.ts`;
const WIDGET_SUFFIX = '.widget.tsx';

export interface WidgetPairing {
  missing: string[];
  orphans: string[];
}

/** Widget file name of an element type: 'SimpleText' → 'simple-text.widget.tsx'. */
export function widgetFileName(elementType: string): string {
  return `${kebabCase(elementType)}${WIDGET_SUFFIX}`;
}

/** Compares the widget files present with the element types: widgets lacking, and widgets without a type. */
export function pairWidgets(elementTypes: string[], widgetFiles: string[]): WidgetPairing {
  const expected = new Set(elementTypes.map(widgetFileName));
  const present = new Set(widgetFiles.filter((name) => name.endsWith(WIDGET_SUFFIX)));
  return {
    missing: [...expected].filter((name) => !present.has(name)).sort(),
    orphans: [...present].filter((name) => !expected.has(name)).sort(),
  };
}

/** Lists widget files in the widget folder (none when it does not exist yet). */
export function listWidgetFiles(rootDir: string): string[] {
  const dir = join(rootDir, WIDGET_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Throws one message naming every missing and orphan widget. */
export function assertWidgetsPaired(pairing: WidgetPairing): void {
  if (pairing.missing.length === 0 && pairing.orphans.length === 0) return;
  const lines = [
    ...pairing.missing.map((name) => `  missing widget: ${WIDGET_DIR}/${name}`),
    ...pairing.orphans.map((name) => `  orphan widget (no element schema): ${WIDGET_DIR}/${name}`),
  ];
  throw new Error(`Element schemas and widgets do not pair up:\n${lines.join('\n')}`);
}

/**
 * widget-registry.gen.ts: each element type mapped to its widget, which each widget file exports as
 * `<Type>Widget`. Widgets are loaded lazily so the designer and renderer load only what a form uses, and
 * can be loaded ahead (`preloadWidgets`) as soon as a form is known, instead of one after another as the
 * elements mount.
 */
export function emitWidgetRegistry(elementTypes: string[]): string {
  const loaders = elementTypes.map(
    (type) =>
      `  ${type}: once(() => import('./${kebabCase(type)}.widget.tsx').then((module) => ({ default: module.${type}Widget }))),`,
  );
  const rows = elementTypes.map((type) => `  ${type}: lazyWidget(loaders.${type}),`);
  return `${banner('schemas/elements/*.schema.json paired with src/client/elements/*.widget.tsx')}
import { lazy } from 'react';
import type { ElementType } from '../../shared/generated/elements.gen.ts';
import type { ElementWidget } from './element-widget.ts';

/** A widget's loader: the same promise every time (a preloaded widget is not fetched again when it mounts). */
interface Loader<T> {
  (): Promise<T>;
  /** The module once it has loaded. */
  loaded(): T | undefined;
}

function once<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const loader = () => (loading ??= load().then((loaded) => (module = loaded)));
  return Object.assign(loader, { loaded: () => module });
}

/**
 * React.lazy suspends on the first render of each lazy component until its promise calls back, even when the
 * code is already here: a fallback committed, then the widget, for every element of the type. Handed a
 * thenable that calls back at once instead (React.lazy only calls \`then\`), a preloaded widget renders in the
 * same pass.
 */
function lazyWidget<Type extends ElementType>(loader: Loader<{ default: ElementWidget<Type> }>) {
  return lazy(() => {
    const module = loader.loaded();
    if (!module) return loader();
    const immediate = { then: (resolve: (loaded: typeof module) => void) => resolve(module) };
    return immediate as unknown as Promise<typeof module>;
  });
}

const loaders: { readonly [Type in ElementType]: Loader<{ default: ElementWidget<Type> }> } = {
${loaders.join('\n')}
};

/** The widget of each element type. */
export const widgetRegistry: { readonly [Type in ElementType]: ElementWidget<Type> } = {
${rows.join('\n')}
};

/**
 * Starts loading the widgets of these types (a form about to be shown). The promise settles once each has
 * loaded or failed; a failure is left for the widget's own render to meet (its question's error boundary).
 */
export function preloadWidgets(types: Iterable<ElementType>): Promise<unknown> {
  return Promise.allSettled([...new Set(types)].map((type) => loaders[type]()));
}

/** Whether the code of every widget of these types is here, so they render without suspending. */
export function widgetsLoaded(types: Iterable<ElementType>): boolean {
  for (const type of types) if (!loaders[type].loaded()) return false;
  return true;
}
`;
}
