import { useState } from 'react';

/**
 * What the user is typing, kept apart from the answer the renderer hands back. While the field has focus
 * the draft is never replaced from props, so a re-render with the saved (or debounced) value cannot move
 * the caret or undo a keystroke. A value that changes while the field is not focused (another user, a
 * refresh, a carried-forward answer) replaces the draft. A draft the widget declined to save (invalid)
 * stays on screen after blur because the answer it was compared with has not changed.
 */
export function useLocalDraft<Draft>(source: Draft, same: (a: Draft, b: Draft) => boolean = Object.is) {
  const [draft, setDraft] = useState(source);
  const [seen, setSeen] = useState(source);
  const [focused, setFocused] = useState(false);
  if (!same(seen, source)) {
    // Adjusting state while rendering (rather than in an effect) avoids showing the stale draft for a frame.
    setSeen(source);
    if (!focused) setDraft(source);
  }
  return {
    draft,
    setDraft,
    focused,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
