import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component.tsx';

// Downloaded when the debugger is first opened: nobody needs it to use the app.
const AuthDebuggerPanel = lazyComponent(
  async () => (await import('./auth-debugger-panel.tsx')).AuthDebuggerPanel,
);

function isToggle(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'z';
}

/**
 * The hidden authentication debugger (spec 2, shell extras): Ctrl+Shift+Z shows the sign-in machine's state,
 * the session's subject and expiry and the last errors, for support calls about "I cannot sign in".
 */
export function AuthDebugger() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggle(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDebuggerPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
