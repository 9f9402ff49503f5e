import { useEffect, useState } from 'react';
import type { ElementType } from '../../../shared/generated/types.gen.ts';
import type { ElementWidget } from '../../elements/element-widget.ts';
import { loadedWidget, loadWidget, widgetRegistry } from '../../elements/widget-registry.gen.ts';

/**
 * The widget of an element type, from the generated registry (codegen pairs every element schema with its
 * widget, so a type without one fails the build rather than this call). The one place the renderer goes
 * from a type to a component: no switch over element types anywhere.
 */
export function widgetFor(type: ElementType): ElementWidget<ElementType> {
  const widget = widgetRegistry[type] as ElementWidget<ElementType> | undefined;
  if (!widget) throw new Error(`No widget is registered for element type '${type}'`);
  return widget;
}

/**
 * The widget of an element type once its code is here, else null (the caller shows its placeholder) and
 * the caller renders again when it arrives. Widgets are not left to suspend on their code: React keeps a
 * committed Suspense fallback for at least 300 ms, so a page whose widget chunks arrived a few milliseconds
 * after its first render would wait that long for them. A widget whose code failed to load is handed over as
 * a component throwing the failure, for the question's error boundary to show.
 */
export function useWidget(type: ElementType, wanted: boolean): ElementWidget<ElementType> | null {
  widgetFor(type);
  const loaded = loadedWidget(type) as ElementWidget<ElementType> | undefined;
  const [failure, setFailure] = useState<ElementWidget<ElementType> | null>(null);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    loadWidget(type).then(
      () => live && setArrived(true),
      (error: unknown) => live && setFailure(() => failedWidget(error)),
    );
    return () => {
      live = false;
    };
  }, [type, loaded, wanted]);
  return loaded ?? failure;
}

function failedWidget(error: unknown): ElementWidget<ElementType> {
  return function FailedWidget() {
    throw error;
  };
}
