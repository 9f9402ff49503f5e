import type { ElementType } from '../../../shared/generated/types.gen.ts';
import type { ElementWidget } from '../../elements/element-widget.ts';
import { widgetRegistry } from '../../elements/widget-registry.gen.ts';

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
