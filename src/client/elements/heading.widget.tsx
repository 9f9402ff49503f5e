import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { ElementWidget } from './element-widget.ts';

// headingLevel 0 to 3 (spec 9) maps to h1 to h4; the schema's default is 1.
const TAGS = ['h1', 'h2', 'h3', 'h4'] as const;
const SIZES = ['text-2xl', 'text-xl', 'text-lg', 'text-base'] as const;

function levelOf(headingLevel: number | undefined): number {
  const level = Math.round(headingLevel ?? 1);
  return Number.isFinite(level) ? Math.min(3, Math.max(0, level)) : 1;
}

/** A heading whose text is the element's label with its placeholders filled in. */
export const HeadingWidget: ElementWidget<'Heading'> = ({ id, element, services }) => {
  const level = levelOf(element.properties.headingLevel);
  const Tag = TAGS[level]!;
  return (
    <Tag
      id={id}
      data-slot="heading-element"
      className={`${SIZES[level]} font-semibold`}
      // renderTemplate returns safe HTML: answers placed into the text are escaped, the whole is sanitised.
      dangerouslySetInnerHTML={{ __html: services.renderTemplate(element.label ?? '', sanitizeHtml) }}
    />
  );
};
