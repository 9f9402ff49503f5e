// Set while a card's control is blurred for a frame: the cards around it keep counting as holding the focus,
// so the drop's frame does not render them for losing it, nor the next for getting it back.
let releasing = false;

/** Whether the blur under way only takes the focus out for a frame (see releaseFocusUntilNextFrame). */
export const focusReleasedForAFrame = () => releasing;

/**
 * Takes the focus out of the canvas card of `guid` until the next frame, when it goes back to the same control.
 * A card moved on the canvas is moved in the page; when it holds the focus, React puts the focus back at once and
 * keeps every scrolled ancestor where it was, which has the browser lay the whole canvas out in the middle of the
 * drop (on a long form, a large part of the drop's time). In the next frame the layout is done anyway.
 */
export function releaseFocusUntilNextFrame(guid: string) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !focused.closest(`[data-element-guid="${guid}"]`)) return;
  releasing = true;
  try {
    focused.blur();
  } finally {
    releasing = false;
  }
  requestAnimationFrame(() => {
    const now = document.activeElement;
    // Only when nothing else took the focus meanwhile.
    if ((now === null || now === document.body) && focused.isConnected)
      focused.focus({ preventScroll: true });
    // Otherwise the focus has left the card for good: the cards are told, as a blur would have told them.
    else focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: now }));
  });
}
