import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

/**
 * A question's widget, or a placeholder of the control's height until the question comes within `screens`
 * screens of the viewport. The waiting lives here rather than in the element around it, so a widget mounting
 * renders itself alone: the element's wrapper and label rendered once, in the first pass.
 */
export function DeferredWidget({
  eager,
  screens,
  children,
}: {
  eager: boolean;
  screens: number;
  children: ReactNode;
}) {
  const [near, placeholder] = useNearViewport<HTMLDivElement>(eager, screens);
  return near ? children : <div ref={placeholder} data-slot="widget-deferred" className="h-9" />;
}
