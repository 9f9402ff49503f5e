import type * as AnswerJudgeModule from './answer-judge-code.ts';

/** The answer checks: what a question may be handed (fitAnswer) and whether an edit may be saved (checkAnswer). */
export type AnswerJudge = typeof AnswerJudgeModule;

// The compiled answer schemas are most of the checks' code, and nothing on a form screen needs them before
// a question mounts or an answer is sent: they download alongside the page's widgets, and the page waits
// for both before it draws its questions (useWidgetsLoaded).

let loading: Promise<AnswerJudge> | null = null;
let loaded: AnswerJudge | null = null;

/** Starts (or joins) the download of the answer checks; a failed download is tried again by the next call. */
export function loadAnswerJudge(): Promise<AnswerJudge> {
  loading ??= import('./answer-judge-code.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The answer checks if they are here, else null. */
export function answerJudge(): AnswerJudge | null {
  return loaded;
}
