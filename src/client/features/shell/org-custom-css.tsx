import { useMemo } from 'react';
import { sanitiseCustomCss } from './custom-css.ts';

/**
 * The organisation's custom CSS in a <style> element on every page (spec 1). React sets it as text, and
 * the sanitiser keeps it from closing the element, importing remote sheets or running script.
 */
export function OrgCustomCss({ css }: { css: string | null | undefined }) {
  const safe = useMemo(() => sanitiseCustomCss(css, window.location.origin), [css]);
  if (!safe.trim()) return null;
  return <style data-org-custom-css="">{safe}</style>;
}
