// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';
import { SimpleTextWidget } from './simple-text.widget.tsx';

describe('SimpleTextWidget', () => {
  it('counts words, warns from 90% of the limit and reports text above it, so none typed past is saved', async () => {
    const element = makeElement('SimpleText', { maxWordCount: 10 });
    const { user, onChange } = renderWidget(SimpleTextWidget, element);
    expect(screen.getByText('Maximum 10 words')).toBeTruthy();
    const input = screen.getByLabelText('Question');

    await user.type(input, 'one two three four five six seven eight nine');
    const counter = screen.getByText('Maximum 10 words - 9 entered');
    expect(counter.getAttribute('data-level')).toBe('warning');
    expect(onChange).toHaveBeenLastCalledWith('one two three four five six seven eight nine');

    onChange.mockClear();
    await user.type(input, ' ten eleven');
    expect(screen.getByText('Maximum 10 words - 11 entered').getAttribute('data-level')).toBe('error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The renderer must learn of 'eleven', or it would save the ten-word text the user has typed past.
    expect(onChange).toHaveBeenLastCalledWith('one two three four five six seven eight nine ten eleven');
    expect((input as HTMLInputElement).value).toBe('one two three four five six seven eight nine ten eleven');
  });

  it('formats a phone number as it is typed and flags it until it is whole', async () => {
    const element = makeElement('SimpleText', { validation: true, validationType: 'Phone' });
    const { user, onChange } = renderWidget(SimpleTextWidget, element);
    const input = screen.getByLabelText('Question') as HTMLInputElement;

    await user.type(input, '61355');
    expect(screen.getByText('Invalid Input')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('61355');

    await user.type(input, '51234');
    expect(input.value).toBe('(613) 555-1234');
    expect(screen.queryByText('Invalid Input')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('(613) 555-1234');
  });

  it('groups a SIN in threes and ignores the format when validation is off', async () => {
    const checked = renderWidget(
      SimpleTextWidget,
      makeElement('SimpleText', { validation: true, validationType: 'SIN' }),
    );
    await checked.user.type(screen.getByLabelText('Question'), '046454286');
    expect((screen.getByLabelText('Question') as HTMLInputElement).value).toBe('046 454 286');
    expect(checked.onChange).toHaveBeenLastCalledWith('046 454 286');
    checked.unmount();

    const unchecked = renderWidget(
      SimpleTextWidget,
      makeElement('SimpleText', { validation: false, validationType: 'SIN' }),
    );
    await unchecked.user.type(screen.getByLabelText('Question'), '12');
    expect(unchecked.onChange).toHaveBeenLastCalledWith('12');
  });

  it('reports null when emptied, renders multiline text read-only, and shows the error as an alert', async () => {
    const { user, onChange, unmount } = renderWidget(SimpleTextWidget, makeElement('SimpleText'), {
      value: 'ab',
    });
    await user.clear(screen.getByLabelText('Question'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    unmount();

    renderWidget(SimpleTextWidget, makeElement('SimpleText', { isMultiline: true }), {
      value: 'line one',
      readOnly: true,
      error: 'Error Saving',
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('line one')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Error Saving');
  });

  it('lower-cases a URL and strips spaces from an e-mail address', async () => {
    const url = renderWidget(
      SimpleTextWidget,
      makeElement('SimpleText', { validation: true, validationType: 'URL' }),
    );
    await url.user.type(screen.getByLabelText('Question'), 'Example.COM/ A');
    expect(url.onChange).toHaveBeenLastCalledWith('example.com/a');
    url.unmount();

    const email = renderWidget(
      SimpleTextWidget,
      makeElement('SimpleText', { validation: true, validationType: 'Email' }),
    );
    await email.user.type(screen.getByLabelText('Question'), 'ann @example.ca');
    expect(email.onChange).toHaveBeenLastCalledWith('ann@example.ca');
  });

  it('takes a new value from props only while the field is not focused', async () => {
    const { user, rerender } = renderWidget(SimpleTextWidget, makeElement('SimpleText'), { value: 'first' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    rerender({ value: 'second' });
    expect(input.value).toBe('second');

    await user.click(input);
    await user.type(input, '!');
    rerender({ value: 'from elsewhere' });
    expect(input.value).toBe('second!');
  });
});
