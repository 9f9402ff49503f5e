import { useEffect, useRef, useState } from 'react';
import type {
  ExpressionQuestion,
  ExpressionValidation,
} from '../../../../shared/computed/validate-expression.ts';
import { liveHub } from '../../../lib/realtime/hubs.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub.ts';
import { expressionTokens } from './computed-event.ts';
import { VALIDATION_FAILED, recordExpressionVerdict } from './expression-verdicts.ts';

/** Typing pauses this long before the expression is sent for checking. */
export const EXPRESSION_CHECK_DELAY_MS = 400;
/** Without an answer in this time the check counts as failed. */
const ANSWER_TIMEOUT_MS = 10_000;

export type ExpressionCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; expression: string; verdict: ExpressionValidation };

async function whenConnected(timeoutMs: number): Promise<void> {
  const hub = liveHub('expressionValidation');
  const until = Date.now() + timeoutMs;
  while (!hub.connected) {
    if (Date.now() > until) throw new Error('The validation hub is not connected');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Checks an element's custom expression live through the ValidateExpression hub call (spec 5.7), once
 * typing pauses. Answers arrive as ExpressionValidated events, in the order the calls were made on the
 * tab's one connection, so each answer belongs to the oldest call still waiting; only the newest call's
 * answer is shown.
 */
export function useExpressionValidation(
  guid: string,
  expression: string | null,
  questions: readonly ExpressionQuestion[],
): ExpressionCheck {
  const [check, setCheck] = useState<ExpressionCheck>({ status: 'idle' });
  const waiting = useRef<{ id: number; expression: string }[]>([]);
  const latest = useRef(0);
  const active = expression !== null;
  const questionsKey = JSON.stringify(questions);

  const settle = (id: number, checkedExpression: string, verdict: ExpressionValidation) => {
    if (id !== latest.current) return;
    recordExpressionVerdict(guid, checkedExpression, verdict);
    setCheck({ status: 'checked', expression: checkedExpression, verdict });
  };

  useHubEvent(
    'expressionValidation',
    'ExpressionValidated',
    (verdict) => {
      const call = waiting.current.shift();
      if (call) settle(call.id, call.expression, verdict);
    },
    active,
  );

  useEffect(() => {
    if (expression === null) return;
    const id = ++latest.current;
    setCheck({ status: 'checking' });
    let cancelled = false;
    const timer = setTimeout(() => {
      const parsedQuestions = JSON.parse(questionsKey) as ExpressionQuestion[];
      const tokens = expressionTokens(expression, parsedQuestions);
      const fail = () => {
        waiting.current = waiting.current.filter((call) => call.id !== id);
        if (!cancelled) settle(id, expression, { isValid: false, message: VALIDATION_FAILED });
      };
      void whenConnected(ANSWER_TIMEOUT_MS)
        .then(() => {
          waiting.current.push({ id, expression });
          return liveHub('expressionValidation').invoke(
            'ValidateExpression',
            expression,
            tokens,
            parsedQuestions,
          );
        })
        .then(() => {
          setTimeout(() => {
            if (waiting.current.some((call) => call.id === id)) fail();
          }, ANSWER_TIMEOUT_MS);
        })
        .catch(fail);
    }, EXPRESSION_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // settle reads refs only; guid changes come with a new expression.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expression, questionsKey, guid]);

  return check;
}
