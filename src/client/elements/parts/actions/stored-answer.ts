import { answerToText } from '../../../../shared/format/answer-text.ts';

/** A stored answerValue (JSON text) as readable text; text that is not JSON is shown as it is. */
export function storedAnswerText(answerValue: string | null | undefined): string {
  if (answerValue === null || answerValue === undefined || answerValue.trim() === '') return '';
  try {
    return answerToText(JSON.parse(answerValue));
  } catch {
    return answerValue.trim();
  }
}
