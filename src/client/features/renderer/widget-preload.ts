import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { preloadWidgets } from '../../elements/widget-registry.gen.ts';
import { layoutOf, paginate, typesOnPage } from './form-layout.ts';
import type { FormLayout, FormPage } from './form-layout.ts';

/** Starts downloading the widgets of the pages about to be shown, without waiting for them. */
export function preloadPageWidgets(layout: FormLayout, pages: readonly FormPage[]): void {
  preloadWidgets(pages.flatMap((page) => [...typesOnPage(layout, page)]));
}

/**
 * As soon as a form definition is known, before its response, rules and page: the widgets of the page it
 * opens on start downloading, so their code arrives while the rest is fetched and compiled.
 */
export function preloadFormWidgets(form: FormDefinition, splitPages = true): void {
  const layout = layoutOf(form);
  preloadPageWidgets(layout, paginate(layout, splitPages).pages.slice(0, 1));
}
