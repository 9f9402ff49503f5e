import type { ElementWidget } from './element-widget.ts';

/** Space between elements, with a line of the given thickness (px) unless displayLine is off. */
export const DividerWidget: ElementWidget<'Divider'> = ({ id, element }) => {
  const { displayLine = true, thickness = 1 } = element.properties;
  if (!displayLine) return <div id={id} data-slot="divider-element" className="h-4" aria-hidden="true" />;
  return (
    <hr
      id={id}
      data-slot="divider-element"
      className="my-4 border-0 border-t border-border"
      style={{ borderTopWidth: Math.max(1, thickness) }}
    />
  );
};
