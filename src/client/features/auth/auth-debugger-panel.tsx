import { useSelector } from '@xstate/react';
import { Button } from '../../components/ui/button.tsx';
import { authActor } from './auth-service.ts';

/** What the hidden authentication debugger shows: the sign-in machine's state and its last errors. */
export function AuthDebuggerPanel({ onClose }: { onClose: () => void }) {
  const snapshot = useSelector(authActor, (s) => s);
  const { context } = snapshot;
  const expiresAt = context.session ? new Date(context.session.expiresAt).toISOString() : '–';
  const rows: [string, string][] = [
    ['State', JSON.stringify(snapshot.value)],
    ['Subject', context.session?.subject ?? '–'],
    ['Token expires', expiresAt],
    ['Client ready', String(context.clientReady)],
    ['Redirect pending', String(context.redirectPending)],
    ['Attempt', String(context.attempt)],
    ['Recent redirects', String(context.redirectTimes.length)],
    ['Recoveries', String(context.recoveryAttempts)],
  ];
  const errors = context.errorLog.slice(-10).reverse();
  return (
    <aside
      role="dialog"
      aria-label="Authentication debugger"
      className="fixed bottom-4 right-4 z-[60] flex max-h-[70vh] w-[28rem] flex-col gap-3 overflow-y-auto rounded-lg border bg-popover p-4 font-mono text-xs text-popover-foreground shadow-xl"
    >
      <div className="flex items-center justify-between font-sans">
        <h2 className="text-sm font-semibold">Authentication debugger</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col gap-1">
        <h3 className="font-sans text-sm font-semibold">Last errors</h3>
        {errors.length === 0 && <p className="text-muted-foreground">None</p>}
        <ol className="flex flex-col gap-1">
          {errors.map((error) => (
            <li key={`${error.at}-${error.kind}`} className="rounded border p-1.5">
              <span className="text-muted-foreground">{new Date(error.at).toLocaleTimeString()}</span>{' '}
              {error.kind}
              {error.recurring && <span className="text-destructive"> (recurring)</span>}
              <div>{error.message}</div>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
