import { assign, setup } from 'xstate';
import type { FormDefinition } from '../generated/types.gen.ts';

// The designer's unsaved changes (spec forms-and-workflows 4.8): every change is kept as a step of an undo
// history of at most ten; saving or discarding starts a new history from the form the server holds.

/** How many changes can be undone. */
export const UNDO_CAPACITY = 10;

export interface DesignerHistoryContext {
  /** The form as the server last gave it: the draft is unchanged while it is this very object. */
  saved: FormDefinition;
  /** The form being designed. */
  present: FormDefinition;
  /** Earlier drafts, oldest first, at most UNDO_CAPACITY. */
  past: readonly FormDefinition[];
  /** Drafts undone, the next redo first. */
  future: readonly FormDefinition[];
  /** What the last change edited, when it said (see `design.change`). */
  lastEdit: string | null;
}

export type DesignerHistoryEvent =
  /**
   * A new draft. Changes naming the same `edit` one after another (typing in one element's properties) make
   * one step, so ten keystrokes do not use up the whole history.
   */
  | { type: 'design.change'; form: FormDefinition; edit?: string }
  | { type: 'design.undo' }
  | { type: 'design.redo' }
  /** The form was saved or the changes discarded: this is the form the server holds now. */
  | { type: 'design.reset'; form: FormDefinition }
  /**
   * `sent` was saved and the server answered with `form`. When the draft changed while the save was on its
   * way (typing during an autosave) those later edits stay as unsaved changes; the history is cleared either way.
   */
  | { type: 'design.saved'; form: FormDefinition; sent: FormDefinition };

export const designerHistoryMachine = setup({
  types: {
    context: {} as DesignerHistoryContext,
    events: {} as DesignerHistoryEvent,
    input: {} as { form: FormDefinition },
  },
  guards: {
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
  },
  actions: {
    change: assign(({ context }, params: { form: FormDefinition; edit: string | null }) => {
      const sameEdit = params.edit !== null && params.edit === context.lastEdit && context.past.length > 0;
      return {
        present: params.form,
        past: sameEdit ? context.past : [...context.past, context.present].slice(-UNDO_CAPACITY),
        future: [],
        lastEdit: params.edit,
      };
    }),
    undo: assign(({ context }) => ({
      present: context.past[context.past.length - 1]!,
      past: context.past.slice(0, -1),
      future: [context.present, ...context.future],
      lastEdit: null,
    })),
    redo: assign(({ context }) => ({
      present: context.future[0]!,
      past: [...context.past, context.present].slice(-UNDO_CAPACITY),
      future: context.future.slice(1),
      lastEdit: null,
    })),
    reset: assign((_, params: { form: FormDefinition }) => ({
      saved: params.form,
      present: params.form,
      past: [],
      future: [],
      lastEdit: null,
    })),
    saved: assign(({ context }, params: { form: FormDefinition; sent: FormDefinition }) => ({
      saved: params.form,
      present: context.present === params.sent ? params.form : context.present,
      past: [],
      future: [],
      lastEdit: null,
    })),
  },
}).createMachine({
  id: 'designerHistory',
  context: ({ input }) => ({ saved: input.form, present: input.form, past: [], future: [], lastEdit: null }),
  on: {
    'design.change': {
      actions: { type: 'change', params: ({ event }) => ({ form: event.form, edit: event.edit ?? null }) },
    },
    'design.undo': { guard: 'canUndo', actions: 'undo' },
    'design.redo': { guard: 'canRedo', actions: 'redo' },
    'design.reset': { actions: { type: 'reset', params: ({ event }) => ({ form: event.form }) } },
    'design.saved': {
      actions: { type: 'saved', params: ({ event }) => ({ form: event.form, sent: event.sent }) },
    },
  },
});

/** The draft differs from the form the server holds. */
export const hasUnsavedChanges = (context: DesignerHistoryContext) => context.present !== context.saved;
