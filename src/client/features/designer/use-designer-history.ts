import { startTransition, useEffect, useState } from 'react';
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
 * change at once (undo groups keystrokes there); the page follows it. A keystroke's draft (a change naming
 * the edit it belongs to) is rendered as a transition: the field typed into already shows the key, and the
 * rest of the page (the canvas's card, the panel's heading, counts) follows within the next frames, in slices
 * that never hold a frame up, instead of rendering the whole designer before the key's frame is painted.
 * Every other change (drops, undo, saves) is rendered at once.
 */
export function useDesignerHistory(stored: FormDefinition) {
  const actor = useActorRef(designerHistoryMachine, { input: { form: stored } });
  const [view, setView] = useState(() => viewOf(actor.getSnapshot().context));
  useEffect(() => {
    const follow = () => {
      const { context } = actor.getSnapshot();
      const next = viewOf(context);
      const show = () => setView((shown) => (sameView(shown, next) ? shown : next));
      if (context.lastEdit !== null) startTransition(show);
      else show();
    };
    follow();
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    ...view,
    /** The draft as the machine holds it now, which a keystroke's transition may not have shown yet. */
    latest: () => actor.getSnapshot().context.present,
    change: (form: FormDefinition, edit?: string) => actor.send({ type: 'design.change', form, edit }),
    undo: () => actor.send({ type: 'design.undo' }),
    redo: () => actor.send({ type: 'design.redo' }),
    reset: (form: FormDefinition) => actor.send({ type: 'design.reset', form }),
    saved: (form: FormDefinition, sent: FormDefinition) => actor.send({ type: 'design.saved', form, sent }),
  };
}
