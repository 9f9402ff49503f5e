import { useActorRef, useSelector } from '@xstate/react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import {
  designerHistoryMachine,
  hasUnsavedChanges,
} from '../../../shared/machines/designer-history.machine.ts';

/** The draft form and its undo history (the shared machine), for one designer page. */
export function useDesignerHistory(stored: FormDefinition) {
  const actor = useActorRef(designerHistoryMachine, { input: { form: stored } });
  const draft = useSelector(actor, (snapshot) => snapshot.context.present);
  const dirty = useSelector(actor, (snapshot) => hasUnsavedChanges(snapshot.context));
  const canUndo = useSelector(actor, (snapshot) => snapshot.can({ type: 'design.undo' }));
  const canRedo = useSelector(actor, (snapshot) => snapshot.can({ type: 'design.redo' }));
  return {
    draft,
    dirty,
    canUndo,
    canRedo,
    change: (form: FormDefinition, edit?: string) => actor.send({ type: 'design.change', form, edit }),
    undo: () => actor.send({ type: 'design.undo' }),
    redo: () => actor.send({ type: 'design.redo' }),
    reset: (form: FormDefinition) => actor.send({ type: 'design.reset', form }),
    saved: (form: FormDefinition, sent: FormDefinition) => actor.send({ type: 'design.saved', form, sent }),
  };
}
