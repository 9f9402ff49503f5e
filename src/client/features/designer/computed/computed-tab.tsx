import { useId, useMemo } from 'react';
import type { ElementEvent, ElementEventType, FormElement } from '../../../../shared/generated/types.gen.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import {
  COMPUTED_KIND_LABELS,
  computedEventOf,
  computedKindsFor,
  expressionQuestions,
  startEvent,
  summableSources,
  withComputedEvent,
} from './computed-event.ts';
import { useExpressionValidation } from './use-expression-validation.ts';

export interface ComputedTabProps {
  components: readonly FormElement[];
  element: FormElement;
  readOnly: boolean;
  /** `typing` marks a keystroke in the expression, which undo takes back as one run. */
  onChange: (element: FormElement, typing?: boolean) => void;
}

const nameOf = (element: FormElement) =>
  `${(element.label ?? '').replace(/<[^>]*>/g, '').trim() || element.questionCode} (${element.questionCode})`;

/** The Computed tab (spec 2.8, 5.7): sum to, percentage to or a custom expression checked live. */
export function ComputedTab({ components, element, readOnly, onChange }: ComputedTabProps) {
  const id = useId();
  const event = computedEventOf(element);
  const kinds = computedKindsFor(element);
  const sources = useMemo(() => summableSources(components, element), [components, element]);
  const questions = useMemo(() => expressionQuestions(components, element), [components, element]);
  const change = (next: ElementEvent | null, typing = false) =>
    onChange(withComputedEvent(element, next), typing);

  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1" htmlFor={`${id}-kind`}>
        <span className="font-medium">Computation</span>
        <NativeSelect
          id={`${id}-kind`}
          value={event?.eventType ?? ''}
          disabled={readOnly}
          onChange={(change_) => {
            const kind = change_.target.value as ElementEventType | '';
            change(kind === '' ? null : startEvent(kind, event));
          }}
        >
          <option value="">None</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {COMPUTED_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </label>
      {event?.eventType === 'SumTo' && (
        <SumSources event={event} sources={sources} readOnly={readOnly} onChange={change} />
      )}
      {event?.eventType === 'PercentageTo' && (
        <PercentageParts event={event} sources={sources} readOnly={readOnly} onChange={change} />
      )}
      {event?.eventType === 'CustomExpression' && (
        <CustomExpression
          guid={element.guid}
          event={event}
          questions={questions}
          readOnly={readOnly}
          onChange={(next) => change(next, true)}
        />
      )}
    </div>
  );
}

interface PartProps {
  event: ElementEvent;
  sources: readonly FormElement[];
  readOnly: boolean;
  onChange: (event: ElementEvent) => void;
}

function SumSources({ event, sources, readOnly, onChange }: PartProps) {
  const chosen = new Set(event.formElementGuidsToSum ?? []);
  if (sources.length === 0)
    return <p className="text-muted-foreground">The form has no other element that can be summed.</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Elements to sum</legend>
      {sources.map((source) => (
        <label key={source.guid} className="flex items-center gap-2">
          <Checkbox
            checked={chosen.has(source.guid)}
            disabled={readOnly}
            onCheckedChange={(checked) => {
              const next = new Set(chosen);
              if (checked === true) next.add(source.guid);
              else next.delete(source.guid);
              // Kept in the form's order, so the stored list does not depend on the order of clicks; sources
              // not listed (archived since) stay as they were.
              const listed = new Set(sources.map((source) => source.guid));
              onChange({
                ...event,
                formElementGuidsToSum: [
                  ...sources.map((source) => source.guid).filter((guid) => next.has(guid)),
                  ...[...chosen].filter((guid) => !listed.has(guid)),
                ],
              });
            }}
          />
          {nameOf(source)}
        </label>
      ))}
      {chosen.size === 0 && <p className="text-destructive">Choose at least one element to sum.</p>}
    </fieldset>
  );
}

function PercentageParts({ event, sources, readOnly, onChange }: PartProps) {
  const id = useId();
  const part = (field: 'numeratorFormElementGuid' | 'denominatorFormElementGuid', label: string) => (
    <label className="flex flex-col gap-1" htmlFor={`${id}-${field}`}>
      <span className="font-medium">{label}</span>
      <NativeSelect
        id={`${id}-${field}`}
        value={event[field] ?? ''}
        disabled={readOnly}
        onChange={(change) => onChange({ ...event, [field]: change.target.value || null })}
      >
        <option value="">Choose an element</option>
        {sources.map((source) => (
          <option key={source.guid} value={source.guid}>
            {nameOf(source)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  return (
    <div className="flex flex-col gap-2">
      {part('numeratorFormElementGuid', 'Numerator')}
      {part('denominatorFormElementGuid', 'Denominator')}
      <p className="text-muted-foreground">The value is numerator / denominator × 100.</p>
    </div>
  );
}

function CustomExpression({
  guid,
  event,
  questions,
  readOnly,
  onChange,
}: {
  guid: string;
  event: ElementEvent;
  questions: ReturnType<typeof expressionQuestions>;
  readOnly: boolean;
  onChange: (event: ElementEvent) => void;
}) {
  const id = useId();
  const expression = event.customExpression ?? '';
  const check = useExpressionValidation(guid, readOnly ? null : expression, questions);
  const current = check.status === 'checked' && check.expression === expression ? check.verdict : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-expression`} className="font-medium">
        Custom Expression
      </label>
      <Textarea
        id={`${id}-expression`}
        value={expression}
        readOnly={readOnly}
        aria-invalid={current ? !current.isValid : undefined}
        aria-describedby={`${id}-verdict`}
        className="font-mono"
        onChange={(change) => onChange({ ...event, customExpression: change.target.value })}
      />
      <p id={`${id}-verdict`} aria-live="polite" className="min-h-5">
        {check.status === 'checking' && <span className="text-muted-foreground">Checking…</span>}
        {current && !current.isValid && (
          <span role="alert" className="text-destructive">
            {current.message || 'Invalid expression'}
          </span>
        )}
        {current?.isValid && <span className="text-muted-foreground">Valid expression</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        A JSONata expression over question codes, for example <code>Hours * Rate</code>.
      </p>
    </div>
  );
}
