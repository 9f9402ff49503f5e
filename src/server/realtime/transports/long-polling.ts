import type { TransportSink } from '../hub-connection.ts';

/** A poll with nothing to send is answered empty after this long; the client then polls again. */
const POLL_WAIT_MS = 90_000;

export interface PollAnswer {
  /** 200 with the frames waiting (maybe none), 204 when the connection has ended. */
  status: 200 | 204;
  body: string;
}

/**
 * Long polling: frames wait in a queue until the client's next GET takes them all. One poll is held open
 * at a time; a newer poll answers the older one empty.
 */
export class LongPollSink implements TransportSink {
  private queue: string[] = [];
  private ended = false;
  private waiting: { answer: (reply: PollAnswer) => void; timer: NodeJS.Timeout } | undefined;

  send(text: string): void {
    this.queue.push(text);
    this.answerWaiting();
  }

  end(): void {
    this.ended = true;
    this.answerWaiting();
  }

  poll(): Promise<PollAnswer> {
    this.finish({ status: 200, body: '' });
    if (this.ended || this.queue.length > 0) return Promise.resolve(this.take());
    return new Promise((answer) => {
      const timer = setTimeout(() => this.finish({ status: 200, body: '' }), POLL_WAIT_MS);
      this.waiting = { answer, timer };
    });
  }

  private answerWaiting(): void {
    if (this.waiting) this.finish(this.take());
  }

  private take(): PollAnswer {
    if (this.queue.length > 0) {
      const body = this.queue.join('');
      this.queue = [];
      return { status: 200, body };
    }
    return this.ended ? { status: 204, body: '' } : { status: 200, body: '' };
  }

  private finish(reply: PollAnswer): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = undefined;
    clearTimeout(waiting.timer);
    waiting.answer(reply);
  }
}
