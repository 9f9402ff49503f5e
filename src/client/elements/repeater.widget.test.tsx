// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RepeaterWidget } from './repeater.widget.tsx';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('RepeaterWidget', () => {
  it('shows each row with its number and children, and adds one more', async () => {
    const renderChildren = vi.fn((_parent: string, row: string) => <p>answers of {row}</p>);
    const services = fakeServices({ repeaterRows: vi.fn(() => ['r1', 'r2']), renderChildren });
    const { user } = renderWidget(
      RepeaterWidget,
      makeElement('Repeater', { itemTitle: 'Vehicle', showNumber: true }),
      { services },
    );
    expect(screen.getByRole('group', { name: 'Vehicle 2' })).toBeTruthy();
    expect(screen.getByText('answers of r2')).toBeTruthy();
    expect(renderChildren).toHaveBeenCalledWith('element-1', 'r1');
    await user.click(screen.getByRole('button', { name: 'Add New Item' }));
    expect(services.addRepeaterRows).toHaveBeenCalledWith('element-1', 1);
  });

  it('deletes a row only after the permanent-deletion confirmation', async () => {
    const services = fakeServices({ repeaterRows: vi.fn(() => ['r1']) });
    const { user } = renderWidget(RepeaterWidget, makeElement('Repeater', { itemTitle: 'Vehicle' }), {
      services,
    });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'This will permanently delete this Vehicle and its answers. Continue?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(services.deleteRepeaterRow).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = screen
      .getAllByRole('button', { name: 'Remove' })
      .find((button) => screen.getByRole('dialog').contains(button))!;
    await user.click(confirm);
    await waitFor(() => expect(services.deleteRepeaterRow).toHaveBeenCalledWith('element-1', 'r1'));
  });

  it('adds no rows by being shown: the server makes the initial rows with the response', async () => {
    const services = fakeServices();
    const { rerender } = renderWidget(RepeaterWidget, makeElement('Repeater', { defaultNumberToAdd: 2 }), {
      services,
    });
    expect(screen.getByText('Click below to add a New Item')).toBeTruthy();
    rerender({ services: { ...services } });
    // Give any effect a chance to run before checking that none wrote.
    await waitFor(() => expect(screen.getByRole('button', { name: /add/i })).toBeTruthy());
    expect(services.addRepeaterRows).not.toHaveBeenCalled();
  });

  it('hides add and remove when read-only and adds nothing', () => {
    const services = fakeServices();
    renderWidget(RepeaterWidget, makeElement('Repeater'), { services, readOnly: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(services.addRepeaterRows).not.toHaveBeenCalled();
  });
});
