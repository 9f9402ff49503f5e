import type { ReactNode } from 'react';
import { formatAddressLine } from '../../shared/format/answer-text.ts';
import {
  normalisePostalCode,
  POSTAL_CODE_LENGTH,
  PROVINCES,
  validatePostalCode,
} from '../../shared/validation/address.ts';
import { Input } from '../components/ui/input.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import type { ElementWidget } from './element-widget.ts';
import type { AddressDraft } from './parts/address-draft.ts';
import {
  isAddressDraftEmpty,
  sameAddressDraft,
  toAddressAnswer,
  toAddressDraft,
  toAddressValue,
} from './parts/address-draft.ts';
import { describedBy, errorId, FieldError } from './parts/field-error.tsx';
import { onLeaveGroup } from './parts/leave-group.ts';
import { ReadOnlyField } from './parts/read-only-field.tsx';
import { useLocalDraft } from './parts/use-local-draft.ts';

function Part({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A Canadian address. Every edit is reported: the whole address once street, city, postal code (and
 * province unless generic) make it complete, null once every part is emptied, and the partial address in
 * between, which the renderer does not save but which stops a saved address typed past from being saved.
 */
export const MailingAddressWidget: ElementWidget<'MailingAddress'> = ({
  id,
  element,
  value,
  onChange,
  onBlur,
  readOnly,
  error,
}) => {
  const generic = element.properties.generic ?? false;
  const {
    draft,
    setDraft,
    focused,
    onFocus,
    onBlur: leave,
  } = useLocalDraft(toAddressDraft(value), sameAddressDraft);
  if (readOnly) {
    return (
      <ReadOnlyField id={id} error={error}>
        {value ? formatAddressLine(value) : null}
      </ReadOnlyField>
    );
  }

  const update = (part: keyof AddressDraft, text: string) => {
    const next = { ...draft, [part]: part === 'postalCode' ? normalisePostalCode(text) : text };
    setDraft(next);
    onChange(isAddressDraftEmpty(next) ? null : (toAddressAnswer(next, generic) ?? toAddressValue(next)));
  };
  // A partly typed postal code is not flagged until it is complete or the user has moved on.
  const postalError =
    !focused || draft.postalCode.length === POSTAL_CODE_LENGTH ? validatePostalCode(draft.postalCode) : null;
  // Moving between the parts of the address is not leaving the question.
  const leaveGroup = onLeaveGroup(() => {
    leave();
    onBlur?.();
  });
  // While the address is being typed, the renderer's 'not complete yet' message would only nag.
  const shown = focused && error !== null && toAddressAnswer(draft, generic) === null ? null : error;
  const invalid = shown ? true : undefined;

  return (
    <fieldset data-slot="mailing-address" className="grid gap-2" onFocus={onFocus} onBlur={leaveGroup}>
      <legend className="sr-only">{element.label}</legend>
      <Part id={id} label="Street address">
        <Input
          id={id}
          autoComplete="street-address"
          value={draft.streetAddress}
          aria-invalid={invalid}
          aria-describedby={describedBy(shown && errorId(id))}
          onChange={(event) => update('streetAddress', event.target.value)}
        />
      </Part>
      <div className="grid gap-2 sm:grid-cols-3">
        <Part id={`${id}-city`} label="City">
          <Input
            id={`${id}-city`}
            autoComplete="address-level2"
            value={draft.city}
            aria-invalid={invalid}
            onChange={(event) => update('city', event.target.value)}
          />
        </Part>
        <Part id={`${id}-province`} label="Province">
          <NativeSelect
            id={`${id}-province`}
            autoComplete="address-level1"
            value={draft.province}
            aria-invalid={invalid}
            onChange={(event) => update('province', event.target.value)}
          >
            <option value="" />
            {PROVINCES.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </NativeSelect>
        </Part>
        <Part id={`${id}-postal`} label="Postal code">
          <Input
            id={`${id}-postal`}
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_LENGTH}
            value={draft.postalCode}
            aria-invalid={postalError || shown ? true : undefined}
            aria-describedby={describedBy(postalError && `${id}-postal-error`)}
            onChange={(event) => update('postalCode', event.target.value)}
          />
          {postalError && (
            <p id={`${id}-postal-error`} className="text-sm text-destructive">
              {postalError}
            </p>
          )}
        </Part>
      </div>
      {shown && <FieldError id={id} message={shown} />}
    </fieldset>
  );
};
