import { useState } from 'react';

/**
 * Closing an editor that has changes: the first attempt opens the unsaved-changes question instead;
 * Discard closes, Continue Editing returns to the editor.
 */
export function useGuardedClose(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    requestClose: () => (dirty ? setAsking(true) : close()),
    discard: () => {
      setAsking(false);
      close();
    },
    keepEditing: () => setAsking(false),
  };
}
