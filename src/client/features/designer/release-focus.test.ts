// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusReleasedForAFrame, releaseFocusUntilNextFrame } from './release-focus.ts';

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  document.body.innerHTML = `
    <ul><li data-element-guid="card"><button id="handle">Move</button></li></ul>
    <input id="elsewhere" />`;
});
afterEach(() => vi.unstubAllGlobals());

const byId = (id: string) => document.getElementById(id)!;

/** The focus-leaving events the card hears, and whether each was only the frame's release. */
function listen() {
  const heard: { released: boolean; relatedTarget: EventTarget | null }[] = [];
  byId('handle')
    .closest('li')!
    .addEventListener('focusout', (event) =>
      heard.push({ released: focusReleasedForAFrame(), relatedTarget: event.relatedTarget }),
    );
  return heard;
}

describe('the focus released for the drop frame', () => {
  it('goes back to the moved card in the next frame, its blur marked as a release', () => {
    byId('handle').focus();
    const heard = listen();
    releaseFocusUntilNextFrame('card');
    expect(document.activeElement).toBe(document.body);
    expect(heard).toEqual([{ released: true, relatedTarget: null }]);
    nextFrame();
    expect(document.activeElement).toBe(byId('handle'));
    expect(focusReleasedForAFrame()).toBe(false);
  });

  it('tells the card the focus left for good when something else took it meanwhile', () => {
    byId('handle').focus();
    const heard = listen();
    releaseFocusUntilNextFrame('card');
    byId('elsewhere').focus();
    nextFrame();
    expect(document.activeElement).toBe(byId('elsewhere'));
    expect(heard).toEqual([
      { released: true, relatedTarget: null },
      { released: false, relatedTarget: byId('elsewhere') },
    ]);
  });

  it('leaves the focus alone when it is not in the moved card', () => {
    byId('elsewhere').focus();
    releaseFocusUntilNextFrame('card');
    nextFrame();
    expect(document.activeElement).toBe(byId('elsewhere'));
  });
});
