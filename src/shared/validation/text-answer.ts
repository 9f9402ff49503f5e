import { richTextToPlain } from '../format/html.ts';
import { validateForType } from './text-types.ts';
import { wordCountStatus } from './word-count.ts';

// One check for a whole text answer, so the server refuses exactly what the widget flags.

/** The limits a SimpleText or RichText question may set (their properties fit as they are). */
export interface TextRules {
  /** The validation type is checked only when this is on, as the designer's 'Validate format' switch says. */
  validation?: boolean | null;
  validationType?: string | null;
  maxLength?: number | null;
  maxWordCount?: number | null;
  /** Rich text: limits apply to the visible text, not the markup. */
  rich?: boolean;
}

/** The validation type in force: the chosen one when 'Validate format' is on, else none. */
export function activeValidationType(rules: Pick<TextRules, 'validation' | 'validationType'>): string | null {
  return rules.validation ? (rules.validationType ?? null) : null;
}

/** Characters as a reader counts them: an emoji or accented letter is one, whatever its encoding length. */
export function characterCount(text: string, rich = false): number {
  return [...(rich ? richTextToPlain(text).replace(/\s+/g, ' ').trim() : text)].length;
}

function maxLengthText(maxLength: number): string {
  return `Maximum ${maxLength} characters`;
}

/** Null when the text fits maxLength (a character limit), else 'Maximum N characters'. */
export function checkMaxLength(
  text: string,
  maxLength: number | null | undefined,
  rich = false,
): string | null {
  if (maxLength === null || maxLength === undefined || maxLength <= 0) return null;
  return characterCount(text, rich) > maxLength ? maxLengthText(maxLength) : null;
}

/** Null when a text answer passes its validation type, character limit and word limit; else the first message. */
export function validateTextAnswer(value: string, rules: TextRules): string | null {
  const rich = rules.rich ?? false;
  if (!rich) {
    const typeError = validateForType(activeValidationType(rules), value);
    if (typeError) return typeError;
  }
  const lengthError = checkMaxLength(value, rules.maxLength, rich);
  if (lengthError) return lengthError;
  if (rules.maxWordCount && rules.maxWordCount > 0) {
    const words = wordCountStatus(value, rules.maxWordCount, rich);
    if (!words.valid) return words.counterText;
  }
  return null;
}
