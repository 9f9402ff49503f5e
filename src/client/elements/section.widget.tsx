import type { ElementWidget } from './element-widget.ts';

/** A titled group of questions; its children are the elements whose parent is this section. */
// Spaces the section's children, and the questions within each run of them (services.renderChildren).
const CHILD_SPACING = 'space-y-4';

export const SectionWidget: ElementWidget<'Section'> = ({ id, element, repeatableGroupGuid, services }) => {
  const titleId = `${id}-title`;
  const label = element.label?.trim();
  return (
    <section
      id={id}
      data-slot="section-element"
      aria-labelledby={label ? titleId : undefined}
      // Block flow, not a flex column: showing or hiding one question then lays out only what moved.
      className={CHILD_SPACING}
    >
      {label && (
        <h2 id={titleId} className="border-b pb-2 text-xl font-semibold">
          {label}
        </h2>
      )}
      {services.renderChildren(element.guid, repeatableGroupGuid, CHILD_SPACING)}
    </section>
  );
};
