import { describe, expect, it, vi } from 'vitest';
import { SlotStore } from './slot-store.ts';

describe('SlotStore', () => {
  it('tells only the watchers of the slots that changed', () => {
    const store = new SlotStore();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('a', a);
    store.subscribe('b', b);
    store.notify(['a']);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(store.version('a')).toBe(1);
    expect(store.version('b')).toBe(0);
  });

  it('bumps a slot named twice in one change once', () => {
    const store = new SlotStore();
    const a = vi.fn();
    store.subscribe('a', a);
    store.notify(['a', 'a']);
    expect(a).toHaveBeenCalledTimes(1);
    expect(store.version('a')).toBe(1);
  });

  it('forgets a watcher once it unsubscribes', () => {
    const store = new SlotStore();
    const a = vi.fn();
    const stop = store.subscribe('a', a);
    stop();
    store.notify(['a']);
    expect(a).not.toHaveBeenCalled();
    expect(store.watchedSlots).toBe(0);
  });
});
