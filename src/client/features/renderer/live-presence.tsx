import { useRenderer } from './renderer-context.ts';
import { useLiveResponse } from './use-live-response.ts';
import { ViewersBar } from './viewers-bar.tsx';

/** The response's live session above the form: who else has it open, or why the session could not start. */
export function LivePresence() {
  const { session } = useRenderer();
  const self = session.input.viewer.loginName;
  const { viewers, error } = useLiveResponse(session, self, true);
  return (
    <>
      <ViewersBar viewers={viewers} self={self} />
      {error && (
        <p role="alert" data-slot="live-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
