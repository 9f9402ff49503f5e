import { escapeHtml } from '../format/html.ts';
import { resolvePlaceholder } from './template-context.ts';
import type { TemplateContext } from './template-context.ts';
import { applyFilters } from './template-filters.ts';
import type { FilteredValue } from './template-filters.ts';
import { mapTemplate } from './template-parse.ts';
import type { Placeholder, TemplateSource } from './template-parse.ts';

// Fills {{code|default|filters}} placeholders. Answers are typed by end users, so every value is
// escaped before it meets HTML; only the line breaks of breaklist are markup we add ourselves.

/** HTML that is safe to insert: every filled-in value is escaped (the template's own markup is as given). */
export interface SafeHtml {
  readonly html: string;
}

/**
 * Removes active content (scripts, event handlers, javascript: links) from HTML. Shared code has no DOM,
 * so each side passes its own: DOMPurify in the browser, DOMPurify on jsdom on the server.
 */
export type HtmlSanitizer = (html: string) => string;

export interface RenderOptions {
  /** 'html' (default) when the template is rich text; 'text' when it is plain and must be escaped too. */
  source?: TemplateSource;
  /**
   * Applied to the whole result. Escaping keeps answers from becoming markup, but the template's own markup
   * (a heading label, form text typed by a designer, an imported definition) is as written and must be
   * cleaned before it reaches a page.
   */
  sanitize: HtmlSanitizer;
}

function fill(placeholder: Placeholder, context: TemplateContext): FilteredValue | null {
  const resolved = resolvePlaceholder(placeholder, context);
  // Filters apply to the default too ({{Login:Name|guest|uppercase}} → 'GUEST'); with neither, nothing shows.
  const items =
    resolved.items.length > 0 ? resolved.items : placeholder.defaultText ? [placeholder.defaultText] : [];
  if (items.length === 0) return null;
  return applyFilters(items, placeholder.filters, resolved.separator);
}

/** Renders a template to safe HTML: values escaped, breaklist lines joined with <br>, the result sanitised. */
export function renderTemplate(template: string, context: TemplateContext, options: RenderOptions): SafeHtml {
  const source = options.source ?? 'html';
  const literal = source === 'text' ? escapeHtml : undefined;
  const html = mapTemplate(
    template,
    source,
    (placeholder) => {
      const value = fill(placeholder, context);
      if (!value) return '';
      return value.items.map(escapeHtml).join(value.lines ? '<br>' : escapeHtml(value.separator));
    },
    literal,
  );
  return { html: options.sanitize(html) };
}

/** Renders a plain-text template (an e-mail subject, a title) to plain text; breaklist lines end with '\n'. */
export function renderTemplateText(template: string, context: TemplateContext): string {
  return mapTemplate(template, 'text', (placeholder) => {
    const value = fill(placeholder, context);
    return value ? value.items.join(value.lines ? '\n' : value.separator) : '';
  });
}
