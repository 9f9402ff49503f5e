/** The messages of a field or a row, read out when they appear. */
export function FieldMessages({ messages, id }: { messages: readonly string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} role="alert" className="text-sm text-destructive">
      {[...new Set(messages)].map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
