import { useEffect, useMemo, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import {
  designerHistoryMachine,
  hasUnsavedChanges,
  type DesignerHistoryContext,
} from '../../../shared/machines/designer-history.machine.ts';

/** What the page shows of the history. */
interface HistoryView {
  draft: FormDefinition;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const viewOf = (context: DesignerHistoryContext): HistoryView => ({
  draft: context.present,
  dirty: hasUnsavedChanges(context),
  canUndo: context.past.length > 0,
  canRedo: context.future.length > 0,
});

const sameView = (a: HistoryView, b: HistoryView) =>
  a.draft === b.draft && a.dirty === b.dirty && a.canUndo === b.canUndo && a.canRedo === b.canRedo;

/**
 * The draft form and its undo history (the shared machine), for one designer page. The machine takes every
 * change at once (undo groups keystrokes there); the page follows it in React state, not through an external
 * store subscription (useSyncExternalStore), which React always renders at once: so a change sent inside
 * `startTransition` (the Properties panel's keystrokes) is rendered as a transition, in slices after the key's
 * own frame, while every other change (drops, undo, saves, the controlled fields of the other tabs) is
 * rendered at once as before.
 */
export function useDesignerHistory(stored: FormDefinition) {
  const actor = useActorRef(designerHistoryMachine, { input: { form: stored } });
  const [view, setView] = useState(() => viewOf(actor.getSnapshot().context));
  useEffect(() => {
    const follow = () => {
      const next = viewOf(actor.getSnapshot().context);
      setView((shown) => (sameView(shown, next) ? shown : next));
    };
    follow();
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor]);
  // The same functions for good, so the page's memoised parts keep their props while the draft changes.
  const actions = useMemo(
    () => ({
      /** The draft as the machine holds it now, which a keystroke's transition may not have shown yet. */
      latest: () => actor.getSnapshot().context.present,
      change: (form: FormDefinition, edit?: string) => actor.send({ type: 'design.change', form, edit }),
      undo: () => actor.send({ type: 'design.undo' }),
      redo: () => actor.send({ type: 'design.redo' }),
      reset: (form: FormDefinition) => actor.send({ type: 'design.reset', form }),
      saved: (form: FormDefinition, sent: FormDefinition) => actor.send({ type: 'design.saved', form, sent }),
    }),
    [actor],
  );
  return { ...view, ...actions };
}
