// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGuardedClose } from './use-guarded-close.ts';

interface Props {
  dirty: boolean;
  saving: boolean;
}

function guarded(initial: Props) {
  const close = vi.fn();
  const hook = renderHook((props: Props) => useGuardedClose(props.dirty, close, props.saving), {
    initialProps: initial,
  });
  return { close, hook };
}

describe('closing an editor', () => {
  it('closes a clean editor at once and asks about unsaved changes', () => {
    const clean = guarded({ dirty: false, saving: false });
    act(() => clean.hook.result.current.requestClose());
    expect(clean.close).toHaveBeenCalledOnce();

    const dirty = guarded({ dirty: true, saving: false });
    act(() => dirty.hook.result.current.requestClose());
    expect(dirty.close).not.toHaveBeenCalled();
    expect(dirty.hook.result.current.asking).toBe(true);
  });

  it('waits for a save in flight and closes without asking when it succeeded', () => {
    const { close, hook } = guarded({ dirty: true, saving: true });
    act(() => hook.result.current.requestClose());
    expect(close).not.toHaveBeenCalled();
    expect(hook.result.current.asking).toBe(false);
    expect(hook.result.current.closing).toBe(true);

    hook.rerender({ dirty: false, saving: false });
    expect(close).toHaveBeenCalledOnce();
    expect(hook.result.current.asking).toBe(false);
  });

  it('asks about the changes a failed save left behind instead of losing them', () => {
    const { close, hook } = guarded({ dirty: true, saving: true });
    act(() => hook.result.current.requestClose());
    hook.rerender({ dirty: true, saving: false });
    expect(close).not.toHaveBeenCalled();
    expect(hook.result.current.asking).toBe(true);
  });
});
