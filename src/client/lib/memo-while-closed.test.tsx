// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { memoWhileClosed } from './memo-while-closed.ts';

afterEach(cleanup);

describe('a dialog memoised while closed', () => {
  it('does not render again while closed, and renders with the latest props when it opens', () => {
    const renders = vi.fn();
    const Probe = memoWhileClosed(function Probe({ open, text }: { open: boolean; text: string }) {
      renders(text);
      return open ? <p>{text}</p> : null;
    });
    const { rerender } = render(<Probe open={false} text="first" />);
    rerender(<Probe open={false} text="second" />);
    rerender(<Probe open={false} text="third" />);
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(<Probe open text="fourth" />);
    expect(screen.getByText('fourth')).toBeTruthy();
    rerender(<Probe open text="fifth" />);
    expect(screen.getByText('fifth')).toBeTruthy();
    expect(renders.mock.calls.map(([text]) => text)).toEqual(['first', 'fourth', 'fifth']);
  });

  it('a confirmation opened after its page changed shows and answers to the page as it is now', async () => {
    const stale = vi.fn();
    const latest = vi.fn();
    const dialog = (open: boolean, message: string, onConfirm: () => void) => (
      <ConfirmDialog
        open={open}
        title="Discard Changes"
        message={message}
        confirmLabel="Discard"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />
    );
    const { rerender } = render(dialog(false, 'Old question?', stale));
    rerender(dialog(false, 'New question?', latest));
    rerender(dialog(true, 'New question?', latest));
    expect(screen.getByText('New question?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(stale).not.toHaveBeenCalled();
  });
});
