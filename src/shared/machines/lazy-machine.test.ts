import { describe, expect, it, vi } from 'vitest';
import { lazyMachine } from './lazy-machine.ts';

describe('lazyMachine', () => {
  it('builds the machine at its first use only, and hands out that one machine after', () => {
    const build = vi.fn(() => ({ id: 'machine' }));
    const machine = lazyMachine(build);
    expect(build).not.toHaveBeenCalled();
    const first = machine();
    expect(machine()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
