// The shared answer checks and the compiled answer schemas they run: downloaded with a page's widgets
// (see answer-judge.ts), since only a mounted question or an edit needs them.
export { checkAnswer } from '../../../shared/elements/answer-checks.ts';
export { fitAnswer } from '../../../shared/elements/answer-fit.ts';
