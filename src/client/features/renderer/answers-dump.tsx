import { useRenderer, useSlots } from './renderer-context.ts';
import { RESPONSE_SLOT } from './slot-store.ts';

/** For tech users: the response's answers as the renderer holds them, by question code and row. */
export function AnswersDump() {
  const { session } = useRenderer();
  useSlots(session.slots, [RESPONSE_SLOT]);
  const rows: { questionCode: string; repeatableGroupGuid: string | null; value: unknown }[] = [];
  for (const element of session.layout.byGuid.values()) {
    for (const [row, value] of session.state.answers.rowsOf(element.guid)) {
      rows.push({ questionCode: element.questionCode, repeatableGroupGuid: row || null, value });
    }
  }
  return (
    <details data-slot="answers-dump" className="rounded-md border p-3 text-sm print:hidden">
      <summary className="cursor-pointer font-medium">Answers (JSON)</summary>
      <pre className="mt-2 max-h-96 overflow-auto text-xs">{JSON.stringify(rows, null, 2)}</pre>
    </details>
  );
}
