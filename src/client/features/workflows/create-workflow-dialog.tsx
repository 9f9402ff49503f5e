import { useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { showFailure } from '../../lib/show-failure.ts';
import { useCreateWorkflow, useEntitiesOfType } from './api/workflow-queries.ts';

export const ENTITY_REQUIRED = 'Please select a user to create a workflow for';

interface CreateWorkflowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgGuid: string;
  definition: { guid: string; entityDefinitionGuid?: string | null };
}

/** 'Create a Workflow' (spec 2.5): a 'For' entity select when the definition has an entity type, and Create. */
export function CreateWorkflowDialog({ open, onOpenChange, orgGuid, definition }: CreateWorkflowDialogProps) {
  const needsEntity = Boolean(definition.entityDefinitionGuid);
  const entities = useEntitiesOfType(needsEntity ? definition.entityDefinitionGuid : null, orgGuid);
  const create = useCreateWorkflow();
  const [entityGuid, setEntityGuid] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (needsEntity && !entityGuid) {
      setError(ENTITY_REQUIRED);
      return;
    }
    create.mutate(
      { orgGuid, definitionGuid: definition.guid, entityGuid: needsEntity ? entityGuid : null },
      {
        onSuccess: () => {
          toast.success('Workflow created successfully');
          setEntityGuid('');
          setError(null);
          onOpenChange(false);
        },
        onError: (failure) => showFailure(failure, 'workflow create'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a Workflow</DialogTitle>
        </DialogHeader>
        {needsEntity && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="create-workflow-for">For</Label>
            <NativeSelect
              id="create-workflow-for"
              value={entityGuid}
              onChange={(event) => {
                setEntityGuid(event.target.value);
                setError(null);
              }}
              aria-invalid={error !== null}
            >
              <option value="">Select…</option>
              {(entities.data ?? []).map((entity) => (
                <option key={entity.guid} value={entity.guid}>
                  {entity.name}
                </option>
              ))}
            </NativeSelect>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          <Button onClick={submit} disabled={create.isPending}>
            Create
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
