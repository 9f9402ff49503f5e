import crypto from 'node:crypto';
import type { HubName } from '../../shared/realtime/hub-contract.ts';
import { RECORD_SEPARATOR, frames } from './protocol/hub-messages.ts';

/** Where a connection's outgoing frames go: a WebSocket, an event stream or the queue of long polls. */
export interface TransportSink {
  send(text: string): void;
  /** Ends the transport (the connection is already closed). */
  end(): void;
}

/** Who opened the connection: fixed at negotiate, checked again on every transport request. */
export interface ConnectionOwner {
  /** The token's subject (issuer|sub): a transport request with another person's token is refused. */
  subject: string;
  loginAccountGuid: string;
  loginName: string;
}

/**
 * One client's connection to one hub, whatever the transport. It buffers what arrives until a record
 * separator completes a message, remembers when the client was last heard (for the 30 s timeout), and
 * keeps the groups it joined so leaving on disconnect is complete.
 */
export class HubConnection {
  readonly connectionId = crypto.randomUUID();
  /** Secret of the connection: only the negotiating client knows it (negotiate version 1). */
  readonly connectionToken = crypto.randomBytes(24).toString('base64url');
  readonly groups = new Set<string>();
  handshakeDone = false;
  closed = false;
  lastHeard = Date.now();
  private sink: TransportSink | undefined;
  private pending = '';
  private readonly onClose: (() => void)[] = [];

  constructor(
    readonly hubName: HubName,
    readonly owner: ConnectionOwner,
    /** The id the client sends back: the token for negotiate version 1, the connection id for 0. */
    readonly negotiateVersion: 0 | 1,
  ) {}

  get clientId(): string {
    return this.negotiateVersion === 1 ? this.connectionToken : this.connectionId;
  }

  get transportAttached(): boolean {
    return this.sink !== undefined;
  }

  attach(sink: TransportSink): void {
    this.sink = sink;
  }

  heard(): void {
    this.lastHeard = Date.now();
  }

  /** Appends what the transport received and returns the complete messages it now holds. */
  takeMessages(payload: string): string[] {
    this.heard();
    this.pending += payload;
    const end = this.pending.lastIndexOf(RECORD_SEPARATOR);
    if (end < 0) return [];
    const complete = this.pending.slice(0, end);
    this.pending = this.pending.slice(end + 1);
    return complete.split(RECORD_SEPARATOR);
  }

  send(text: string): void {
    if (!this.closed && this.handshakeDone) this.sink?.send(text);
  }

  /** Sends a handshake answer (before handshakeDone lets other frames through). */
  sendHandshake(text: string): void {
    this.sink?.send(text);
  }

  whenClosed(listener: () => void): void {
    this.onClose.push(listener);
  }

  /** Closes with a close message (an error tells the client why) and ends the transport. */
  close(error?: string): void {
    if (this.closed) return;
    if (this.handshakeDone) this.sink?.send(frames.close(error));
    this.terminate();
  }

  /** Ends without a message: the transport is gone already. */
  terminate(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink?.end();
    for (const listener of this.onClose.splice(0)) listener();
  }
}
