// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';
import { RadioButtonsWidget } from './radio-buttons.widget.tsx';

const radioButtonOptions = [
  { value: 'lo', label: 'Low' },
  { value: 'hi', label: 'High' },
];

describe('RadioButtonsWidget', () => {
  it('reports the value of the chosen option', async () => {
    const { user, onChange } = renderWidget(
      RadioButtonsWidget,
      makeElement('RadioButtons', { radioButtonOptions }),
    );
    expect(screen.getByRole('radiogroup', { name: 'Question' })).toBeTruthy();
    await user.click(screen.getByLabelText('High'));
    expect(onChange).toHaveBeenLastCalledWith('hi');
    expect((screen.getByRole('radio', { name: 'High' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Low' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a button strip whose buttons are radios', async () => {
    const element = makeElement('RadioButtons', { radioButtonOptions, displayFormat: 'ButtonStrip' });
    const { user, onChange } = renderWidget(RadioButtonsWidget, element, { value: 'hi' });
    const low = screen.getByRole('radio', { name: 'Low' });
    expect(low.getAttribute('data-slot')).toBe('radio-strip-item');
    await user.click(low);
    expect(onChange).toHaveBeenLastCalledWith('lo');
  });

  it('shows the chosen label when read-only', () => {
    renderWidget(RadioButtonsWidget, makeElement('RadioButtons', { radioButtonOptions }), {
      value: 'lo',
      readOnly: true,
    });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Low')).toBeTruthy();
  });
});
