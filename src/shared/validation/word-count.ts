import { richTextToPlain } from '../format/html.ts';

// A word is a run of letters and digits in any script; a hyphen or apostrophe inside a run
// keeps it one word ("well-known", "don't"), at its edges it is just punctuation.
// Combining marks count as part of a letter so decomposed accents do not split words.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['\u2019-][\p{L}\p{M}\p{N}]+)*/gu;

/** Share of the word limit at which the counter turns to a warning (rounded up). */
export const WORD_WARNING_RATIO = 0.9;

/** Counts the words of plain text, or of rich text when `rich` (tags and entities removed first). */
export function countWords(text: string, rich = false): number {
  const plain = rich ? richTextToPlain(text) : text;
  return plain.match(WORD)?.length ?? 0;
}

/** How the counter looks: fine, warning (from 90% of the limit) or error (above the limit). */
export type WordCountLevel = 'ok' | 'warning' | 'error';

export interface WordCountStatus {
  count: number;
  /** 'Maximum N words - M entered', or 'Maximum N words' while nothing is entered. */
  counterText: string;
  level: WordCountLevel;
  /** False only above the limit: such a text is not saved. */
  valid: boolean;
}

/** The word count below a field with maxWordCount, and whether the text may be saved. */
export function wordCountStatus(text: string, maxWordCount: number, rich = false): WordCountStatus {
  const count = countWords(text, rich);
  const counterText =
    count === 0 ? `Maximum ${maxWordCount} words` : `Maximum ${maxWordCount} words - ${count} entered`;
  const warnFrom = Math.ceil(maxWordCount * WORD_WARNING_RATIO);
  const level: WordCountLevel =
    count > maxWordCount ? 'error' : count >= warnFrom && count > 0 ? 'warning' : 'ok';
  return { count, counterText, level, valid: level !== 'error' };
}
