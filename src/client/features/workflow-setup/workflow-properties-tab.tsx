import type { NamedReference, WorkflowDefinition } from '../../../shared/generated/types.gen.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ArchiveField } from './archive-field.tsx';
import { messagesOf, type EntityTypeChoice, type FieldErrors } from './definition-form.ts';
import { FieldMessages } from './field-messages.tsx';
import { GroupsWithAccessField } from './groups-with-access-field.tsx';
import { StatusListEditor } from './status-list-editor.tsx';
import { TimeFramesEditor } from './time-frames-editor.tsx';

export interface WorkflowPropertiesTabProps {
  draft: WorkflowDefinition;
  /** The definition as stored (the entity type and archiving are fixed once saved). */
  stored: WorkflowDefinition;
  readOnly: boolean;
  entityTypes: readonly EntityTypeChoice[];
  groups: readonly NamedReference[];
  errors: FieldErrors;
  onChange: (changes: Partial<WorkflowDefinition>) => void;
}

/** Tab 'Workflow Properties' (spec 2.10): name, entity type, statuses, time frames, attention flag, groups, archive. */
export function WorkflowPropertiesTab(props: WorkflowPropertiesTabProps) {
  const { draft, stored, readOnly, entityTypes, groups, errors, onChange } = props;
  const entityTypeFixed = Boolean(stored.entityDefinitionGuid);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="workflow-definition-name">Name</Label>
        <Input
          id="workflow-definition-name"
          value={draft.name}
          maxLength={250}
          readOnly={readOnly}
          aria-invalid={Boolean(errors.name)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FieldMessages messages={errors.name ?? []} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="workflow-definition-entity-type">Entity Type</Label>
        <div className="max-w-md">
          <NativeSelect
            id="workflow-definition-entity-type"
            value={draft.entityDefinitionGuid ?? ''}
            // Workflows are created for an entity of this type; once set it stays (spec 2.10).
            disabled={readOnly || entityTypeFixed}
            aria-invalid={Boolean(errors.entityDefinitionGuid)}
            onChange={(event) => onChange({ entityDefinitionGuid: event.target.value || null })}
          >
            <option value="">None</option>
            {entityTypes.map((type) => (
              <option key={type.guid} value={type.guid}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FieldMessages messages={errors.entityDefinitionGuid ?? []} />
      </div>
      <section aria-labelledby="workflow-status-list" className="flex flex-col gap-2">
        <h3 id="workflow-status-list" className="text-sm font-medium">
          Status List
        </h3>
        <StatusListEditor
          statuses={draft.statusList}
          readOnly={readOnly}
          errors={errors}
          onChange={(statusList) => onChange({ statusList })}
        />
      </section>
      <section aria-labelledby="workflow-time-frames" className="flex flex-col gap-2">
        <h3 id="workflow-time-frames" className="text-sm font-medium">
          Time Frames
        </h3>
        <TimeFramesEditor
          frames={draft.timeFrames ?? []}
          readOnly={readOnly}
          errors={errors}
          onChange={(timeFrames) => onChange({ timeFrames })}
        />
      </section>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Switch
          checked={draft.onlyShowItemsThatNeedAttention === true}
          disabled={readOnly}
          onCheckedChange={(checked) => onChange({ onlyShowItemsThatNeedAttention: checked })}
        />
        Only Show Items That Need Attention
      </label>
      <GroupsWithAccessField
        groups={groups}
        selected={draft.groupsWithAllAccess ?? []}
        readOnly={readOnly}
        messages={messagesOf(errors, 'groupsWithAllAccess')}
        onChange={(groupsWithAllAccess) => onChange({ groupsWithAllAccess })}
      />
      <ArchiveField
        archivedAt={draft.archivedAt}
        storedArchived={Boolean(stored.archivedAt)}
        readOnly={readOnly}
        onChange={(archivedAt) => onChange({ archivedAt })}
      />
    </div>
  );
}
