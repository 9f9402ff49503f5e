import { useRef, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import type { ElementWidget } from './element-widget.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';

const DEFAULT_MAX = 5;

/**
 * A rating from 1 to maxRating as a radio group (stars or numbers), with words for the two ends. One tab
 * stop: arrow keys, Home and End move the rating, as in any radio group. An optional rating can be cleared.
 */
export const RatingWidget: ElementWidget<'Rating'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const { maxRating = DEFAULT_MAX, display = 'Stars', lowLabel, highLabel, isOptional } = element.properties;
  const choices = Array.from({ length: maxRating }, (_, index) => index + 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value === null ? null : `${value} of ${maxRating}`}
      </ReadOnlyField>
    );
  }

  const choose = (rating: number) => {
    onChange(rating);
    buttons.current[rating - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = value ?? 0;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(maxRating, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(1, current - 1)
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? maxRating
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };
  // The chosen rating takes the tab stop; with none chosen, the first does.
  const tabStop = value !== null && value >= 1 && value <= maxRating ? value : 1;

  return (
    <div data-slot="rating" className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {lowLabel && <span className="text-sm text-muted-foreground">{lowLabel}</span>}
        <div
          id={id}
          role="radiogroup"
          aria-label={element.label ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(id))}
          className="flex gap-1"
          onKeyDown={onKeyDown}
          onBlur={onLeaveGroup(onBlur)}
        >
          {choices.map((rating) => {
            const checked = value === rating;
            const filled = value !== null && rating <= value;
            return (
              <button
                key={rating}
                ref={(node) => {
                  buttons.current[rating - 1] = node;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={`${rating} of ${maxRating}`}
                tabIndex={rating === tabStop ? 0 : -1}
                onClick={() => choose(rating)}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  display === 'Numbers' &&
                    (checked
                      ? 'bg-primary text-primary-foreground'
                      : 'border border-input bg-card hover:bg-accent'),
                )}
              >
                {display === 'Numbers' ? (
                  rating
                ) : (
                  <Star
                    aria-hidden
                    className={cn(
                      'size-6',
                      filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                    )}
                  />
                )}
              </button>
            );
          })}
        </div>
        {highLabel && <span className="text-sm text-muted-foreground">{highLabel}</span>}
        {isOptional && value !== null && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Clear
          </Button>
        )}
      </div>
      {error && <FieldError id={id} message={error} />}
    </div>
  );
};
