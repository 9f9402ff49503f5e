import { useEffect, useState } from 'react';
import type { ElementType, FormDefinition } from '../../../shared/generated/types.gen.ts';
import { preloadWidgets, widgetsLoaded } from '../../elements/widget-registry.gen.ts';
import { answerJudge, loadAnswerJudge } from './answer-judge.ts';
import { layoutOf, paginate, typesOnPage } from './form-layout.ts';
import type { FormLayout, FormPage } from './form-layout.ts';

/** The element types of these pages, nested elements included: the widgets they need. */
export function typesOnPages(layout: FormLayout, pages: readonly FormPage[]): ElementType[] {
  return [...new Set(pages.flatMap((page) => [...typesOnPage(layout, page)]))];
}

/** Starts downloading the widgets of the pages about to be shown and the answer checks, without waiting. */
export function preloadPageWidgets(layout: FormLayout, pages: readonly FormPage[]): void {
  void preloadWidgets(typesOnPages(layout, pages));
  loadAnswerJudge().catch(() => undefined);
}

/**
 * As soon as a form definition is known, before its response, rules and page: the widgets of the page it
 * opens on start downloading, so their code arrives while the rest is fetched and compiled.
 */
export function preloadFormWidgets(form: FormDefinition, splitPages = true): void {
  const layout = layoutOf(form);
  preloadPageWidgets(layout, paginate(layout, splitPages).pages.slice(0, 1));
}

/**
 * Whether the code of these widgets and the answer checks is here; until it is, the caller draws the page without its elements
 * and renders again once the downloads have settled. A page drawn before its widgets' code would suspend
 * every widget on it: React then keeps the committed Suspense fallbacks on screen for at least 300 ms
 * (its fallback throttle) even when the code arrives a few milliseconds later, and every element renders a
 * second time. A download that failed counts as settled: the widget's own render meets the failure, which
 * its question's error boundary shows.
 */
export function useWidgetsLoaded(types: readonly ElementType[]): boolean {
  const loaded = widgetsLoaded(types) && answerJudge() !== null;
  const [settled, setSettled] = useState<readonly ElementType[] | null>(null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void Promise.allSettled([preloadWidgets(types), loadAnswerJudge()]).then(() => live && setSettled(types));
    return () => {
      live = false;
    };
  }, [types, loaded]);
  return loaded || settled === types;
}
