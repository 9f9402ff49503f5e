// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewersBar } from './viewers-bar.tsx';

afterEach(cleanup);

describe('viewers bar', () => {
  it('is not shown while only this person has the response open', () => {
    render(<ViewersBar viewers={['Pat', 'Pat']} self="Pat" />);
    expect(screen.queryByRole('status', { name: 'People viewing this response' })).toBeNull();
  });

  it('names the others once a second person opens it', () => {
    render(<ViewersBar viewers={['Pat', 'Sam', 'Lee']} self="Pat" />);
    const bar = screen.getByRole('status', { name: 'People viewing this response' });
    expect(bar.textContent).toBe('Also viewing:SamLee');
  });
});
