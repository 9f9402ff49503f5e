import { describe, expect, it } from 'vitest';
import { hubTiming } from '../realtime/hub-contract.ts';
import { reconnectDelay } from './hub-connection.machine.ts';
import { startHub } from './hub-connection.test-support.ts';
import { flush } from './form/test-support.ts';

// The connection's own timing on a simulated clock: start timeout, reconnect back-off with jitter, and the
// waits between a start and a stop asked for at the same time.

describe('hub connection', () => {
  it('goes disconnected → connecting → connected → disconnecting → disconnected', async () => {
    const hub = startHub();
    expect(hub.state()).toBe('disconnected.idle');
    hub.actor.send({ type: 'hub.start' });
    expect(hub.state()).toBe('connecting.starting');
    hub.starts[0]!.resolve();
    await flush();
    expect(hub.state()).toBe('connected');
    hub.actor.send({ type: 'hub.stop' });
    expect(hub.state()).toBe('disconnecting.stopping');
    hub.stops[0]!.resolve();
    await flush();
    expect(hub.state()).toBe('disconnected.idle');
  });

  it('gives up a start after 20 s and tries again after the back-off', async () => {
    const hub = startHub();
    hub.actor.send({ type: 'hub.start' });
    await hub.advance(hubTiming.startTimeoutMs - 1);
    expect(hub.state()).toBe('connecting.starting');
    await hub.advance(1);
    expect(hub.state()).toBe('disconnected.waitingToReconnect');
    expect(hub.actor.getSnapshot().context.error).toBe('The connection did not start within 20 s.');
    await hub.advance(999);
    expect(hub.starts).toHaveLength(1);
    await hub.advance(1);
    expect(hub.state()).toBe('connecting.starting');
    expect(hub.starts).toHaveLength(2);
  });

  it('reconnects after 1 s, 2 s, 4 s … up to 30 s, plus up to 1 s of jitter', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    const hub = startHub({ random: () => 0.75 });
    await hub.connect();
    hub.closeTransport('Server gone');
    await flush();
    expect(hub.state()).toBe('disconnected.waitingToReconnect');
    expect(hub.actor.getSnapshot().context.error).toBe('Server gone');
    // First retry: 1 s + 750 ms of jitter.
    await hub.advance(1749);
    expect(hub.starts).toHaveLength(1);
    await hub.advance(1);
    expect(hub.starts).toHaveLength(2);
    hub.starts[1]!.reject(new Error('refused'));
    await flush();
    // Second retry: 2 s + 750 ms.
    await hub.advance(2749);
    expect(hub.starts).toHaveLength(2);
    await hub.advance(1);
    expect(hub.starts).toHaveLength(3);
    hub.starts[2]!.resolve();
    await flush();
    expect(hub.state()).toBe('connected');
    expect(hub.actor.getSnapshot().context).toMatchObject({ attempts: 0, error: null });
  });

  it('does not reconnect once stopped', async () => {
    const hub = startHub();
    await hub.connect();
    hub.closeTransport();
    await flush();
    hub.actor.send({ type: 'hub.stop' });
    await hub.advance(60_000);
    expect(hub.state()).toBe('disconnected.idle');
    expect(hub.starts).toHaveLength(1);
  });

  it('waits up to 15 s for a start to settle before stopping', async () => {
    const hub = startHub();
    hub.actor.send({ type: 'hub.start' });
    hub.actor.send({ type: 'hub.stop' });
    expect(hub.state()).toBe('connecting.stopAsked');
    await hub.advance(hubTiming.connectingWaitMs - 1);
    expect(hub.stops).toHaveLength(0);
    await hub.advance(1);
    expect(hub.state()).toBe('disconnecting.stopping');
    expect(hub.stops).toHaveLength(1);
  });

  it('stops at once when a start asked to stop succeeds', async () => {
    const hub = startHub();
    hub.actor.send({ type: 'hub.start' });
    hub.actor.send({ type: 'hub.stop' });
    hub.starts[0]!.resolve();
    await flush();
    expect(hub.state()).toBe('disconnecting.stopping');
  });

  it('takes a stop that hangs as done after 5 s, and starts again if asked meanwhile', async () => {
    const hub = startHub();
    await hub.connect();
    hub.actor.send({ type: 'hub.stop' });
    hub.actor.send({ type: 'hub.start' });
    await hub.advance(hubTiming.disconnectingWaitMs - 1);
    expect(hub.state()).toBe('disconnecting.startAsked');
    await hub.advance(1);
    expect(hub.state()).toBe('connecting.starting');
    expect(hub.starts).toHaveLength(2);
  });
});
