// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailingAddressWidget } from './mailing-address.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('MailingAddressWidget', () => {
  it('upper-cases and spaces the postal code and reports the partial address, then the whole one', async () => {
    const { user, onChange, onBlur } = renderWidget(MailingAddressWidget, makeElement('MailingAddress'));
    await user.type(screen.getByLabelText('Street address'), '24 Sussex Dr');
    await user.type(screen.getByLabelText('City'), 'Ottawa');
    const postal = screen.getByLabelText('Postal code') as HTMLInputElement;
    await user.type(postal, 'k1m1m4');
    expect(postal.value).toBe('K1M 1M4');
    // Without a province the address is not complete for a non-generic question: reported (so a saved
    // address typed past is not saved) with no province, which the shared check refuses.
    expect(onChange).toHaveBeenLastCalledWith({
      streetAddress: '24 Sussex Dr',
      city: 'Ottawa',
      province: null,
      postalCode: 'K1M 1M4',
    });
    expect(onBlur).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Province'), 'ON');
    expect(onChange).toHaveBeenLastCalledWith({
      streetAddress: '24 Sussex Dr',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1M 1M4',
    });
  });

  it('flags a malformed postal code once left, and accepts a generic address without province', async () => {
    const { user, onChange } = renderWidget(
      MailingAddressWidget,
      makeElement('MailingAddress', { generic: true }),
    );
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Regina');
    const postal = screen.getByLabelText('Postal code');
    await user.type(postal, '123');
    await user.click(screen.getByText('elsewhere'));
    expect(screen.getByText('Invalid Input')).toBeTruthy();
    expect(postal.getAttribute('aria-invalid')).toBe('true');

    await user.clear(postal);
    await user.type(postal, 's4p 3v7');
    expect(onChange).toHaveBeenLastCalledWith({
      streetAddress: '1 Main St',
      city: 'Regina',
      province: null,
      postalCode: 'S4P 3V7',
    });
  });

  it('reports null when every part is emptied', async () => {
    const value = { streetAddress: 'A', city: 'B', province: 'QC' as const, postalCode: 'H2X 1Y4' };
    const { user, onChange } = renderWidget(MailingAddressWidget, makeElement('MailingAddress'), { value });
    await user.clear(screen.getByLabelText('Street address'));
    await user.clear(screen.getByLabelText('City'));
    await user.clear(screen.getByLabelText('Postal code'));
    expect(onChange).not.toHaveBeenCalledWith(null);
    await user.selectOptions(screen.getByLabelText('Province'), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('renders the address on one line when read-only', () => {
    const value = {
      streetAddress: '24 Sussex Dr',
      city: 'Ottawa',
      province: 'ON' as const,
      postalCode: 'K1M 1M4',
    };
    renderWidget(MailingAddressWidget, makeElement('MailingAddress'), { value, readOnly: true });
    expect(screen.getByText('24 Sussex Dr, Ottawa, ON K1M 1M4')).toBeTruthy();
  });
});
