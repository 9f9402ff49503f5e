/**
 * Takes the focus out of the canvas card of `guid` until the next frame, when it goes back to the same control.
 * A card moved on the canvas is moved in the page; when it holds the focus, React puts the focus back at once and
 * keeps every scrolled ancestor where it was, which has the browser lay the whole canvas out in the middle of the
 * drop (on a long form, a large part of the drop's time). In the next frame the layout is done anyway.
 */
export function releaseFocusUntilNextFrame(guid: string) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !focused.closest(`[data-element-guid="${guid}"]`)) return;
  focused.blur();
  requestAnimationFrame(() => {
    const now = document.activeElement;
    // Only when nothing else took the focus meanwhile.
    if ((now === null || now === document.body) && focused.isConnected)
      focused.focus({ preventScroll: true });
  });
}
