import type { ElementWidget } from './element-widget.ts';
import { cn } from '../lib/cn.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

/** Formatted text with its placeholders filled in; nothing at all when the element is marked hidden. */
export const FormTextWidget: ElementWidget<'FormText'> = ({ id, element, services }) => {
  const { content = '', isHeading = false, isHidden = false } = element.properties;
  if (isHidden) return null;
  return (
    <div
      id={id}
      data-slot="form-text-element"
      className={cn('prose max-w-none text-sm', isHeading && 'text-lg font-semibold')}
      // renderTemplate returns safe HTML: the content is sanitised and answers placed into it are escaped.
      dangerouslySetInnerHTML={{ __html: services.renderTemplate(content, sanitizeHtml) }}
    />
  );
};
