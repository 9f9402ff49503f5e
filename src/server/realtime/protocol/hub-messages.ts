// The JSON hub protocol of SignalR (aspnetcore docs/specs/HubProtocol.md): every message is a JSON
// object followed by the record separator 0x1E. Only the text (JSON) protocol is offered.

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A client's call of a hub method; without invocationId the client expects no completion. */
export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type ClientMessage =
  InvocationMessage | { type: 4 | 5; invocationId?: string } | { type: 6 } | { type: 7; error?: string };

/** Splits a transport payload into its messages' JSON texts (the payload may hold several). */
export function splitMessages(payload: string): string[] {
  const parts = payload.split(RECORD_SEPARATOR);
  // A well-formed payload ends with the separator, so the last part is empty.
  if (parts.pop() !== '') throw new Error('A message is not terminated by the record separator.');
  return parts;
}

/** Reads one client message; anything that is not a known message is an error that closes the connection. */
export function parseClientMessage(text: string): ClientMessage {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'number')
    throw new Error('A message has no type.');
  const message = value as { type: number; target?: unknown; arguments?: unknown; invocationId?: unknown };
  if (message.invocationId !== undefined && typeof message.invocationId !== 'string')
    throw new Error('An invocation id must be a string.');
  if (message.type === MessageType.Invocation) {
    if (typeof message.target !== 'string' || !Array.isArray(message.arguments))
      throw new Error('An invocation needs a target and an argument list.');
  } else if (![4, 5, 6, 7].includes(message.type)) {
    throw new Error(`Message type ${message.type} is not supported.`);
  }
  return message as ClientMessage;
}

const frame = (message: object) => JSON.stringify(message) + RECORD_SEPARATOR;

export const frames = {
  handshakeAccepted: () => frame({}),
  handshakeRefused: (error: string) => frame({ error }),
  invocation: (target: string, args: readonly unknown[]) =>
    frame({ type: MessageType.Invocation, target, arguments: args }),
  result: (invocationId: string, result: unknown) =>
    frame(
      result === undefined
        ? { type: MessageType.Completion, invocationId }
        : { type: MessageType.Completion, invocationId, result },
    ),
  error: (invocationId: string, error: string) =>
    frame({ type: MessageType.Completion, invocationId, error }),
  ping: () => frame({ type: MessageType.Ping }),
  close: (error?: string, allowReconnect?: boolean) =>
    frame({
      type: MessageType.Close,
      ...(error ? { error } : {}),
      ...(allowReconnect ? { allowReconnect } : {}),
    }),
};

/** Reads the handshake request; the JSON protocol version 1 is the only one offered. */
export function handshakeError(text: string): string | undefined {
  let request: { protocol?: unknown; version?: unknown };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    return 'The handshake request is not valid JSON.';
  }
  if (request.protocol !== 'json') return `The protocol '${String(request.protocol)}' is not supported.`;
  if (request.version !== 1)
    return `Version ${String(request.version)} of the JSON protocol is not supported.`;
  return undefined;
}
