import { useState } from 'react';

/** What an editor needs to close safely; made by `useGuardedClose`. */
export interface GuardedClose {
  dirty: boolean;
  asking: boolean;
  requestClose: () => void;
  discard: () => void;
  keepEditing: () => void;
}

/**
 * Closing an editor that has changes: the first attempt opens the unsaved-changes question instead;
 * Discard closes, Continue Editing returns to the editor.
 */
export function useGuardedClose(dirty: boolean, close: () => void): GuardedClose {
  const [asking, setAsking] = useState(false);
  return {
    dirty,
    asking,
    requestClose: () => (dirty ? setAsking(true) : close()),
    discard: () => {
      setAsking(false);
      close();
    },
    keepEditing: () => setAsking(false),
  };
}
