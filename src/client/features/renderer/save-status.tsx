import { useRenderer, useSlots } from './renderer-context.ts';
import { RESPONSE_SLOT } from './slot-store.ts';

/** The save state of a response, as the line above the form says it. */
export function saveStatusText(state: { waiting: number; saving: boolean; offline: boolean }): string {
  if (state.offline)
    return `Offline — ${state.waiting} ${state.waiting === 1 ? 'change' : 'changes'} waiting`;
  if (state.saving || state.waiting > 0) return 'Saving…';
  return 'All changes saved';
}

/** 'Saving…', 'All changes saved' or 'Offline — N changes waiting', announced politely as it changes. */
export function SaveStatus() {
  const { session } = useRenderer();
  useSlots(session.slots, [RESPONSE_SLOT]);
  const state = session.saveState();
  return (
    <p
      role="status"
      data-slot="save-status"
      data-state={state.offline ? 'offline' : state.saving || state.waiting > 0 ? 'saving' : 'saved'}
      className="text-sm text-muted-foreground data-[state=offline]:text-destructive"
    >
      {saveStatusText(state)}
    </p>
  );
}
