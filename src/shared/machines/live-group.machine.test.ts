import { describe, expect, it } from 'vitest';
import { hubTiming } from '../realtime/hub-contract.ts';
import { joinBackoff, joinFailedText } from './live-group.machine.ts';
import { startHub } from './hub-connection.test-support.ts';
import { flush } from './form/test-support.ts';

// Live groups ride on the connection: joined when it is up, joined again after a reconnect, tried three times
// with back-off, and a group that cannot be joined is reported by the connection.

const responseGroup = {
  key: 'response:r1',
  join: { method: 'JoinFormGroup', args: ['r1', 'ann'] },
  leave: { method: 'LeaveFormGroup', args: ['r1', 'ann'] },
};

describe('live group', () => {
  it('backs off 1 s, 2 s, 4 s, capped at 5 s', () => {
    expect([1, 2, 3, 4, 5].map(joinBackoff)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('joins once the connection is up and again after a reconnect', async () => {
    const hub = startHub();
    hub.actor.send({ type: 'group.join', ...responseGroup });
    await flush();
    expect(hub.calls).toHaveLength(0);
    await hub.connect();
    expect(hub.methods()).toEqual(['JoinFormGroup(r1,ann)']);
    hub.calls[0]!.reply.resolve(undefined);
    await flush();

    hub.closeTransport();
    await flush();
    await hub.advance(1000);
    hub.starts[1]!.resolve();
    await flush();
    expect(hub.methods()).toEqual(['JoinFormGroup(r1,ann)', 'JoinFormGroup(r1,ann)']);
  });

  it('joins at once when asked while connected, and leaves when asked', async () => {
    const hub = startHub();
    await hub.connect();
    hub.actor.send({ type: 'group.join', ...responseGroup });
    await flush();
    expect(hub.methods()).toEqual(['JoinFormGroup(r1,ann)']);
    hub.calls[0]!.reply.resolve(undefined);
    await flush();
    hub.actor.send({ type: 'group.leave', key: responseGroup.key });
    await flush();
    expect(hub.methods()).toEqual(['JoinFormGroup(r1,ann)', 'LeaveFormGroup(r1,ann)']);
    expect(hub.actor.getSnapshot().context.groups).toEqual({});
  });

  it('counts a join without answer for 10 s as failed, retries after 1 s and 2 s, then reports the failure', async () => {
    const hub = startHub();
    await hub.connect();
    hub.actor.send({ type: 'group.join', ...responseGroup });
    await flush();
    await hub.advance(hubTiming.groupJoinTimeoutMs);
    expect(hub.calls).toHaveLength(1);
    await hub.advance(999);
    expect(hub.calls).toHaveLength(1);
    await hub.advance(1);
    expect(hub.calls).toHaveLength(2);
    hub.calls[1]!.reply.reject(new Error('You may not read this response.'));
    await flush();
    await hub.advance(1999);
    expect(hub.calls).toHaveLength(2);
    await hub.advance(1);
    expect(hub.calls).toHaveLength(3);
    expect(hub.actor.getSnapshot().context.groupErrors).toEqual({});
    hub.calls[2]!.reply.reject(new Error('You may not read this response.'));
    await flush();
    expect(hub.actor.getSnapshot().context.groupErrors).toEqual({
      [responseGroup.key]: joinFailedText('You may not read this response.'),
    });
    // No fourth attempt while the connection stays up.
    await hub.advance(60_000);
    expect(hub.calls).toHaveLength(3);
  });

  it('a join that succeeds on a retry reports nothing', async () => {
    const hub = startHub();
    await hub.connect();
    hub.actor.send({ type: 'group.join', ...responseGroup });
    await flush();
    hub.calls[0]!.reply.reject(new Error('busy'));
    await flush();
    await hub.advance(1000);
    hub.calls[1]!.reply.resolve(undefined);
    await flush();
    await hub.advance(60_000);
    expect(hub.calls).toHaveLength(2);
    expect(hub.actor.getSnapshot().context.groupErrors).toEqual({});
  });
});
