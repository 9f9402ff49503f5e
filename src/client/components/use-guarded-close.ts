import { useEffect, useState } from 'react';

/** What an editor needs to close safely; made by `useGuardedClose`. */
export interface GuardedClose {
  dirty: boolean;
  asking: boolean;
  /** A close was asked for while a save was in flight; it happens when the save ends. */
  closing: boolean;
  requestClose: () => void;
  discard: () => void;
  keepEditing: () => void;
}

/**
 * Closing an editor that has changes: the first attempt opens the unsaved-changes question instead;
 * Discard closes, Continue Editing returns to the editor. A close asked for while a save is in flight
 * waits for that save: people press Save then Close at once, and the changes being saved are not
 * "unsaved". If the save fails, the changes are still there and the question is asked.
 */
export function useGuardedClose(dirty: boolean, close: () => void, saving = false): GuardedClose {
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!closing || saving) return;
    setClosing(false);
    if (dirty) setAsking(true);
    else close();
  }, [closing, saving, dirty, close]);

  return {
    dirty,
    asking,
    closing,
    requestClose: () => {
      if (saving) setClosing(true);
      else if (dirty) setAsking(true);
      else close();
    },
    discard: () => {
      setAsking(false);
      close();
    },
    keepEditing: () => setAsking(false),
  };
}
