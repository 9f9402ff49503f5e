// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_FAILED_TEXT, QuestionBoundary } from './question-boundary.tsx';

afterEach(cleanup);

function Fragile({ value }: { value: unknown }) {
  if (typeof value !== 'string') throw new Error('value.match is not a function');
  return <p>{value}</p>;
}

function Page({ value }: { value: unknown }) {
  return (
    <>
      <QuestionBoundary resetKey={value}>
        <Fragile value={value} />
      </QuestionBoundary>
      <p>Next question</p>
    </>
  );
}

describe('QuestionBoundary', () => {
  it('shows a message in place of a failing question and keeps its neighbours, then recovers on a new value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Page value={12345} />);
    expect(screen.getByRole('alert').textContent).toBe(QUESTION_FAILED_TEXT);
    expect(screen.getByText('Next question')).toBeTruthy();

    rerender(<Page value="fine now" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('fine now')).toBeTruthy();
  });
});
