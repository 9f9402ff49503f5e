import { describe, expect, it } from 'vitest';
import { problemMessage } from './problem-message.ts';

describe('problemMessage', () => {
  it("shows every message of the server's errors map", () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      errors: { answerValue: ['Too long', 'Invalid Input'], other: ['Required'] },
    };
    expect(problemMessage(problem)).toBe('Too long\nInvalid Input\nRequired');
  });

  it('shows the detail, else the title, of a problem without an errors map', () => {
    expect(
      problemMessage({ title: 'Forbidden', detail: 'You do not have permission to update workflows' }),
    ).toBe('You do not have permission to update workflows');
    expect(problemMessage({ title: 'Not Found', status: 404 })).toBe('Not Found');
  });

  it('reads a problem carried by an Error as its cause or body', () => {
    expect(problemMessage(new Error('Request failed', { cause: { detail: 'Status not found' } }))).toBe(
      'Status not found',
    );
    expect(
      problemMessage(
        Object.assign(new Error('Request failed'), { body: { errors: { status: ['Unknown status'] } } }),
      ),
    ).toBe('Unknown status');
  });

  it('turns a network failure into the connection message', () => {
    expect(problemMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to connect to the server. Please check your internet connection.',
    );
  });
});
