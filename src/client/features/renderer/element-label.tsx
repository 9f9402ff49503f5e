import { InfoIcon } from 'lucide-react';
import type { OptionalityMarker } from './optionality.ts';

interface ElementLabelProps {
  htmlFor: string;
  label: string;
  /** properties.title: extra help shown on hover. */
  tooltip?: string | null;
  marker: OptionalityMarker;
}

/**
 * A question's label with its required asterisk or '(optional)' (spec 5.1) and its tooltip. A function the
 * element calls, not a component: it is drawn whenever its element is and only then, and a component of its
 * own added a fiber to each question (with the field errors drawn only when there is one, about a twentieth
 * of a 1000-question form's first render: bench/README.md, "An eleventh machine").
 */
export function elementLabel({ htmlFor, label, tooltip, marker }: ElementLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      data-slot="element-label"
      className="flex items-center gap-1 text-sm font-medium"
    >
      {/* The text is the label's own: in the flex row it is an item of its own, as a span would be, and a
          form of a thousand questions draws a thousand elements fewer. */}
      {label}
      {marker === 'required' && (
        <span className="text-destructive" title="An answer is required">
          *
        </span>
      )}
      {marker === 'optional' && <span className="font-normal text-muted-foreground">(optional)</span>}
      {tooltip && (
        <span title={tooltip} className="text-muted-foreground">
          <InfoIcon aria-label={tooltip} className="size-3.5" />
        </span>
      )}
    </label>
  );
}
