import { useState } from 'react';
import type { Importance, ItemDefinition, ItemStatus } from '../../../shared/generated/types.gen.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { EntityTypeChoice, FieldErrors } from '../workflow-setup/definition-form.ts';
import { FieldMessages } from '../workflow-setup/field-messages.tsx';
import { StatusListEditor } from '../workflow-setup/status-list-editor.tsx';
import { ItemExpiryField } from './item-expiry-field.tsx';
import { IMPORTANCES, ITEM_STATUSES, itemStatusWords } from './item-list.ts';
import { ItemTriggersField } from './item-triggers-field.tsx';

export interface ItemGeneralTabProps {
  draft: ItemDefinition;
  /** The entity is chosen only while the item is created. */
  isNew: boolean;
  readOnly: boolean;
  entityTypes: readonly EntityTypeChoice[];
  errors: FieldErrors;
  onChange: (changes: Partial<ItemDefinition>) => void;
  /** The Public switch, once confirmed: sets or clears madePublicAt and saves (spec 4.9). */
  onPublicChange: (madePublicAt: string | null) => void;
}

/** Tab 'General' (spec 2.10, 3.6): what the item is, whom it is for, its statuses, expiry and reminders. */
export function ItemGeneralTab(props: ItemGeneralTabProps) {
  const { draft, isNew, readOnly, entityTypes, errors, onChange, onPublicChange } = props;
  const [askingPublic, setAskingPublic] = useState<boolean>();
  const isPublic = Boolean(draft.madePublicAt);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="item-name">Name</Label>
        <Input
          id="item-name"
          value={draft.name}
          maxLength={250}
          readOnly={readOnly}
          aria-invalid={Boolean(errors.name)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FieldMessages messages={errors.name ?? []} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="item-entity">Entity</Label>
        <div className="max-w-md">
          <NativeSelect
            id="item-entity"
            value={draft.forEntityDefinitionGuid}
            // The item's instances belong to entities of this type; it is fixed once the item exists.
            disabled={readOnly || !isNew}
            aria-invalid={Boolean(errors.forEntityDefinitionGuid)}
            onChange={(event) => onChange({ forEntityDefinitionGuid: event.target.value })}
          >
            <option value="">Choose an entity type</option>
            {entityTypes.map((type) => (
              <option key={type.guid} value={type.guid}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FieldMessages messages={errors.forEntityDefinitionGuid ?? []} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="item-purposes">Purposes</Label>
        <Textarea
          id="item-purposes"
          value={draft.purposes ?? ''}
          readOnly={readOnly}
          rows={3}
          onChange={(event) => onChange({ purposes: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <div className="flex w-56 flex-col gap-1.5">
          <Label htmlFor="item-importance">Importance</Label>
          <NativeSelect
            id="item-importance"
            value={draft.importance}
            disabled={readOnly}
            onChange={(event) => onChange({ importance: event.target.value as Importance })}
          >
            {IMPORTANCES.map((importance) => (
              <option key={importance} value={importance}>
                {importance}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex w-56 flex-col gap-1.5">
          <Label htmlFor="item-status">Status</Label>
          <NativeSelect
            id="item-status"
            value={draft.status}
            disabled={readOnly}
            onChange={(event) => onChange({ status: event.target.value as ItemStatus })}
          >
            {ITEM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {itemStatusWords(status)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <section aria-labelledby="item-status-list" className="flex flex-col gap-2">
        <h3 id="item-status-list" className="text-sm font-medium">
          Status List
        </h3>
        <StatusListEditor
          statuses={draft.statusList ?? []}
          readOnly={readOnly}
          errors={errors}
          onChange={(statusList) => onChange({ statusList })}
        />
      </section>
      <ItemExpiryField
        expiry={draft.defaultExpiry ?? null}
        readOnly={readOnly}
        onChange={(defaultExpiry) => onChange({ defaultExpiry })}
      />
      <ItemTriggersField
        triggers={draft.triggers ?? []}
        readOnly={readOnly}
        onChange={(triggers) => onChange({ triggers })}
      />
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch checked={isPublic} disabled={readOnly} onCheckedChange={setAskingPublic} />
          Public
          {draft.madePublicAt && (
            <span className="font-normal text-muted-foreground">
              since {new Date(draft.madePublicAt).toLocaleDateString('en-CA')}
            </span>
          )}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch
            checked={Boolean(draft.madeGlobalAt)}
            disabled={readOnly}
            onCheckedChange={(on) => onChange({ madeGlobalAt: on ? new Date().toISOString() : null })}
          />
          Global
          <span className="font-normal text-muted-foreground">(one global item per entity type)</span>
        </label>
      </div>
      <ConfirmDialog
        open={askingPublic !== undefined}
        title={askingPublic ? 'Make Public' : 'Make Private'}
        message={
          askingPublic
            ? 'Make this item public? Other organizations will see it in their item lists. The item is saved now.'
            : 'Make this item private? Other organizations will no longer see it. The item is saved now.'
        }
        confirmLabel={askingPublic ? 'Make Public' : 'Make Private'}
        onConfirm={() => {
          onPublicChange(askingPublic ? new Date().toISOString() : null);
          setAskingPublic(undefined);
        }}
        onCancel={() => setAskingPublic(undefined)}
      />
    </div>
  );
}
