import { describe, expect, it } from 'vitest';
import { groupQuestions } from './question-runs.ts';

const child = (guid: string) => ({ guid, question: guid.startsWith('q') });
const group = (guids: string[], size: number) =>
  groupQuestions(guids.map(child), (element) => element.question, size);
const qs = (from: number, count: number) => Array.from({ length: count }, (_, i) => `q${from + i}`);

describe('groupQuestions', () => {
  it('cuts a stretch of questions into runs of even length', () => {
    expect(group(qs(1, 50), 10).map((g) => ('run' in g ? g.run.length : 0))).toEqual([10, 10, 10, 10, 10]);
    expect(group(qs(1, 12), 10).map((g) => ('run' in g ? g.run.length : 0))).toEqual([6, 6]);
  });

  it('keeps every other child on its own, in order, between the runs', () => {
    expect(group(['q1', 'q2', 'd1', 'q3', 's1', 's2'], 10)).toEqual([
      { run: ['q1', 'q2'] },
      { guid: 'd1' },
      { run: ['q3'] },
      { guid: 's1' },
      { guid: 's2' },
    ]);
  });

  it('gives nothing for no children', () => {
    expect(group([], 10)).toEqual([]);
  });
});
