import { useEffect, useMemo, useRef, useState } from 'react';
import { hubs } from '../../../shared/realtime/hub-contract.ts';
import type { Answer } from '../../../shared/generated/types.gen.ts';
import { useHubEvent, useLiveGroup } from '../../lib/realtime/use-hub.ts';
import type { LiveGroup } from '../../lib/realtime/live-hub.ts';
import type { ResponseSession } from './response-session.ts';

const [JOIN, LEAVE] = hubs.formResponse.methodNames;

/** The latest change among these answers and `latest`, as the server stamped them: where the next read starts. */
function latestChange(latest: string | undefined, answers: readonly Answer[]): string | undefined {
  for (const answer of answers)
    if (answer.updatedAt && (!latest || answer.updatedAt > latest)) latest = answer.updatedAt;
  return latest;
}

/** The form element (guid and row) holding the keyboard focus, if any. */
function focusedField(
  target: EventTarget | null = document.activeElement,
): { guid: string; row: string } | null {
  const field = target instanceof Element ? target.closest<HTMLElement>('[data-slot="form-element"]') : null;
  const guid = field?.dataset.elementGuid;
  return guid ? { guid, row: field.dataset.row ?? '' } : null;
}

/**
 * The response's live session (spec: forms-and-workflows 4.7): joins its group on the form-response hub
 * while open, keeps the names of everyone who has it open, and when someone else writes answers reads the
 * ones changed since the last read and merges them into the page without touching what this person is
 * typing. Returns the viewers and the join failure, if joining gave up.
 */
export function useLiveResponse(
  session: ResponseSession,
  loginName: string,
  active: boolean,
): { viewers: string[]; error: string | null } {
  const response = session.input.response;
  const responseGuid = response.guid;
  const group = useMemo<LiveGroup | null>(
    () =>
      active
        ? {
            key: `${JOIN}:${responseGuid}`,
            join: { method: JOIN!, args: [responseGuid, loginName] },
            leave: { method: LEAVE!, args: [responseGuid, loginName] },
          }
        : null,
    [active, responseGuid, loginName],
  );
  const error = useLiveGroup('formResponse', group);
  const [viewers, setViewers] = useState<string[]>([]);
  useHubEvent(
    'formResponse',
    'ViewerListUpdated',
    (list) => {
      // The server names groups by the lowercased guid.
      const names = list[responseGuid.toLowerCase()] ?? list[responseGuid];
      if (names) setViewers(names);
    },
    active,
  );

  const refresh = useRef<ReturnType<typeof recentAnswersReader> | null>(null);
  useEffect(() => {
    refresh.current = recentAnswersReader(session, latestChange(response.updatedAt, response.answers ?? []));
  }, [session, response]);
  useHubEvent(
    'formResponse',
    'FormUpdated',
    (updated) => {
      if (updated.toLowerCase() === responseGuid.toLowerCase()) refresh.current?.();
    },
    active,
  );

  // A value someone else wrote into the field this person was in is taken once they leave it.
  useEffect(() => {
    if (!active) return;
    const left = (event: FocusEvent) => {
      const field = focusedField(event.target);
      if (field) session.takeDeferred(field.guid, field.row);
    };
    document.addEventListener('focusout', left);
    return () => document.removeEventListener('focusout', left);
  }, [session, active]);

  return { viewers, error };
}

/**
 * Reads and merges answers changed since the last read, one read at a time (a FormUpdated arriving during a
 * read triggers one more). A read that finds nothing new means an answer was removed (a removed answer
 * leaves no row to find): then every answer is read and the missing ones are cleared.
 */
function recentAnswersReader(session: ResponseSession, first: string | undefined) {
  const backend = session.input.backend;
  let since = first;
  let running = false;
  let again = false;
  const isEditing = (guid: string, row: string) => {
    const field = focusedField();
    return field !== null && field.guid === guid && (field.row || '') === (row || '');
  };
  const readOnce = async () => {
    if (!backend.recentAnswers) return;
    const recent = await backend.recentAnswers(since);
    // `since` is inclusive: the newest answer already merged comes back each time.
    const fresh = since === undefined || recent.some((answer) => (answer.updatedAt ?? '') > since!);
    const answers = fresh ? recent : await backend.recentAnswers();
    session.mergeRemoteAnswers(answers, { complete: !fresh || since === undefined, isEditing });
    since = latestChange(since, answers);
  };
  return function read() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        try {
          await readOnce();
        } catch {
          // The next change someone makes reads again; what is on the page stays meanwhile.
        }
      } while (again);
      running = false;
    })();
  };
}
