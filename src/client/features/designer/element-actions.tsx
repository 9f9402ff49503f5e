import { useState } from 'react';
import type { FormDefinition, FormElement } from '../../../shared/generated/types.gen.ts';
import { rulesReferencing, withoutElement } from '../../../shared/designer/element-removal.ts';
import { subtreeGuids } from '../../../shared/designer/element-placement.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

type Action = 'delete' | 'archive' | 'unarchive';

export interface ElementActionsProps {
  form: FormDefinition;
  element: FormElement;
  readOnly: boolean;
  onChange: (form: FormDefinition) => void;
  onRemoved: () => void;
}

const setArchived = (form: FormDefinition, guid: string, archived: boolean): FormDefinition => {
  const inside = subtreeGuids(form.components, guid);
  return {
    ...form,
    components: form.components.map((element) =>
      inside.has(element.guid) ? { ...element, isArchived: archived } : element,
    ),
  };
};

/**
 * Delete, Archive and Unarchive (spec 4.8, 8). A form with responses keeps its answers: elements are archived
 * there; without responses an element is deleted with its dependent rules. Either takes effect on Save.
 */
export function ElementActions({ form, element, readOnly, onChange, onRemoved }: ElementActionsProps) {
  const [asking, setAsking] = useState<Action | null>(null);
  const hasResponses = (form.formResponseCount ?? 0) > 0;
  const rules = rulesReferencing(form, element.guid);
  const name = element.label?.replace(/<[^>]*>/g, '').trim() || element.questionCode;
  const questions: Record<Action, { title: string; message: string; confirm: string }> = {
    delete: {
      title: 'Delete Element',
      message: `Delete '${name}' and everything inside it? Their answers and the ${rules} rule(s) that refer to them are removed when you save.`,
      confirm: 'Delete',
    },
    archive: {
      title: 'Archive Element',
      message: `Archive '${name}'? It is hidden from new answers; the answers already given are kept. This takes effect when you save.`,
      confirm: 'Archive',
    },
    unarchive: {
      title: 'Unarchive Element',
      message: `Unarchive '${name}'? It is shown on the form again when you save.`,
      confirm: 'Unarchive',
    },
  };
  const confirm = () => {
    if (asking === 'delete') {
      onChange(withoutElement(form, element.guid));
      onRemoved();
    } else if (asking) onChange(setArchived(form, element.guid, asking === 'archive'));
    setAsking(null);
  };
  const offered: Action = element.isArchived ? 'unarchive' : hasResponses ? 'archive' : 'delete';
  return (
    <>
      <Button
        variant={offered === 'delete' ? 'destructive' : 'outline'}
        size="sm"
        disabled={readOnly}
        onClick={() => setAsking(offered)}
      >
        {questions[offered].confirm}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? questions[asking].title : ''}
        message={asking ? questions[asking].message : ''}
        confirmLabel={asking ? questions[asking].confirm : ''}
        destructive={asking === 'delete'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
