import { describe, expect, it } from 'vitest';
import { statusMoveProblem, type StatusMove } from './response-status-moves.machine.ts';

const move = (to: StatusMove['to'], facts: Partial<StatusMove> = {}): StatusMove => ({
  type: 'MOVE',
  to,
  unanswered: [],
  mayReopen: true,
  ...facts,
});

describe('statusMoveProblem', () => {
  it('allows moves between New, Draft, Ready for submission and Submitted when everything is answered', () => {
    expect(statusMoveProblem('Draft', move('ReadyForSubmission'))).toBeNull();
    expect(statusMoveProblem('ReadyForSubmission', move('New'))).toBeNull();
    expect(statusMoveProblem('New', move('Submitted'))).toBeNull();
    expect(statusMoveProblem('NotSent', move('New'))).toBeNull();
    expect(statusMoveProblem('Draft', move('Draft', { unanswered: ['A'] }))).toBeNull();
  });

  it('names the unanswered questions, once each, when the move needs them answered', () => {
    expect(statusMoveProblem('Draft', move('Submitted', { unanswered: ['Name', 'Age', 'Name'] }))).toBe(
      'These required questions are unanswered: Name, Age.',
    );
    const many = Array.from({ length: 12 }, (_, index) => `Q${index + 1}`);
    expect(statusMoveProblem('New', move('ReadyForSubmission', { unanswered: many }))).toBe(
      'These required questions are unanswered: Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8, Q9, Q10 and 2 more.',
    );
    expect(statusMoveProblem('Draft', move('New', { unanswered: ['Name'] }))).toBeNull();
  });

  it('never goes back to Not Sent and keeps a submitted response for those who may reopen it', () => {
    expect(statusMoveProblem('Draft', move('NotSent'))).toBe(
      'A response that has been sent cannot go back to Not Sent.',
    );
    expect(statusMoveProblem('Submitted', move('Draft', { mayReopen: false }))).toBe(
      'This response has been submitted and cannot be changed.',
    );
    expect(statusMoveProblem('Submitted', move('Draft'))).toBeNull();
  });
});
