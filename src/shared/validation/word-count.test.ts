import { describe, expect, it } from 'vitest';
import { countWords, wordCountStatus } from './word-count.ts';

describe('countWords', () => {
  it('keeps inner hyphens and apostrophes inside one word', () => {
    expect(countWords("It's a well-known fact")).toBe(4);
    expect(countWords('rock’n’roll is state-of-the-art')).toBe(3);
  });

  it('does not count punctuation or edge hyphens as words', () => {
    expect(countWords(' -- hello - world -- ! ')).toBe(2);
    expect(countWords("'quoted' -dash- 42")).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('counts words in any script', () => {
    expect(countWords('Élodie a payé 12,50 $ à Zoë')).toBe(7);
    expect(countWords('Привет мир')).toBe(2);
    expect(countWords('cafe\u0301 ouvert')).toBe(2);
  });

  it('counts rich text as the reader sees it', () => {
    expect(countWords('<p>One</p><p>two&nbsp;three</p>', true)).toBe(3);
    expect(countWords('<p>don&#39;t <strong>stop</strong></p>', true)).toBe(2);
    expect(countWords('<p><br></p>', true)).toBe(0);
  });
});

describe('wordCountStatus', () => {
  it('shows only the limit while empty', () => {
    expect(wordCountStatus('', 10)).toMatchObject({
      count: 0,
      counterText: 'Maximum 10 words',
      level: 'ok',
      valid: true,
    });
  });

  it('warns from 90% of the limit, rounded up', () => {
    // 90% of 15 is 13.5, so the warning starts at 14 words.
    expect(wordCountStatus(words(13), 15).level).toBe('ok');
    expect(wordCountStatus(words(14), 15)).toMatchObject({
      level: 'warning',
      counterText: 'Maximum 15 words - 14 entered',
    });
    expect(wordCountStatus(words(9), 10).level).toBe('warning');
    expect(wordCountStatus(words(15), 15)).toMatchObject({ level: 'warning', valid: true });
  });

  it('turns to an error above the limit, and the text is invalid', () => {
    expect(wordCountStatus(words(16), 15)).toMatchObject({
      level: 'error',
      valid: false,
      counterText: 'Maximum 15 words - 16 entered',
    });
  });
});

function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
}
