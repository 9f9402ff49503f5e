import type { Expiry, TimeUnit } from '../../../shared/generated/types.gen.ts';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { DEFAULT_EXPIRY, TIME_UNITS } from './item-form.ts';

export interface ItemExpiryFieldProps {
  expiry: Expiry | null;
  readOnly: boolean;
  onChange: (expiry: Expiry | null) => void;
}

/** 'Default Expiry': none, or a value and a unit (1 day when first set, spec 9). */
export function ItemExpiryField({ expiry, readOnly, onChange }: ItemExpiryFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Default Expiry</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={expiry !== null}
            disabled={readOnly}
            onCheckedChange={(on) => onChange(on ? { ...DEFAULT_EXPIRY } : null)}
          />
          Expires
        </label>
        {expiry && (
          <>
            <Input
              type="number"
              min={1}
              aria-label="Default expiry value"
              className="w-24"
              value={expiry.value}
              readOnly={readOnly}
              onChange={(event) =>
                onChange({ ...expiry, value: Math.max(1, Number(event.target.value) || 1) })
              }
            />
            <div className="w-36">
              <NativeSelect
                aria-label="Default expiry unit"
                value={expiry.unit}
                disabled={readOnly}
                onChange={(event) => onChange({ ...expiry, unit: event.target.value as TimeUnit })}
              >
                {TIME_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}s
                  </option>
                ))}
              </NativeSelect>
            </div>
            <span className="text-sm text-muted-foreground">after it is issued</span>
          </>
        )}
      </div>
    </fieldset>
  );
}
