// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { OptionsEditor } from './options-editor.tsx';

afterEach(cleanup);

/** The editor with its items held the way the list editor holds them; `latest` shows what it last saved. */
function renderEditor(initial: NestedOption[], nested = false) {
  const latest = { items: initial };
  function Holder() {
    const [items, setItems] = useState(initial);
    return (
      <OptionsEditor
        items={items}
        nested={nested}
        onChange={(next) => {
          latest.items = next;
          setItems(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { user: userEvent.setup({ delay: 20 }), latest };
}

const yesNo = [
  { label: 'Yes', value: 'y' },
  { label: 'No', value: 'n' },
];

describe('options editor', () => {
  it('adds one option, using the label as the code when none is given', async () => {
    const { user, latest } = renderEditor(yesNo);
    await user.type(screen.getByLabelText('New option label'), 'Maybe');
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(latest.items.at(-1)).toEqual({ label: 'Maybe', value: 'Maybe' });
    expect(screen.getByLabelText('New option label')).toHaveProperty('value', '');
  });

  it('refuses to add a code already in the list', async () => {
    const { user, latest } = renderEditor(yesNo);
    await user.type(screen.getByLabelText('New option label'), 'Yes please');
    await user.type(screen.getByLabelText('New option code'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getByRole('alert').textContent).toBe('Duplicate values found: Y');
    expect(latest.items).toEqual(yesNo);
  });

  it('adds pasted lines, or none of them with the line that is wrong', async () => {
    const { user, latest } = renderEditor(yesNo);
    await user.click(screen.getByRole('button', { name: 'Add from Text' }));
    const box = screen.getByLabelText(/Paste options/);
    await user.type(box, 'Ontario, ON{Enter}Quebec, QC, extra');
    await user.click(screen.getByRole('button', { name: 'Add Options' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Line contains more than one comma: Quebec, QC, extra',
    );
    expect(latest.items).toEqual(yesNo);

    await user.clear(box);
    await user.type(box, 'Ontario, ON{Enter}Quebec{Enter}Maybe, n');
    await user.click(screen.getByRole('button', { name: 'Add Options' }));
    expect(screen.getByRole('alert').textContent).toBe('Duplicate values found: n');

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Add Options' }));
    expect(screen.getByRole('alert').textContent).toBe('No lines found');

    await user.type(box, 'Ontario, ON{Enter}Quebec');
    await user.click(screen.getByRole('button', { name: 'Add Options' }));
    expect(latest.items).toEqual([
      ...yesNo,
      { label: 'Ontario', value: 'ON' },
      { label: 'Quebec', value: 'Quebec' },
    ]);
  });

  it('edits and removes options in place and says what is wrong with them', async () => {
    const { user, latest } = renderEditor(yesNo);
    await user.clear(screen.getByLabelText('Code of option 2'));
    expect(screen.getByText('Value is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Code of option 2'), 'Y');
    expect(screen.getByText('Values must be unique')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove option 1: Yes' }));
    expect(latest.items).toEqual([{ label: 'No', value: 'Y' }]);
    expect(screen.queryByText('Values must be unique')).toBeNull();
  });

  it('edits the options under an option of a nested list', async () => {
    const { user, latest } = renderEditor([{ label: 'Ontario', value: 'ON' }], true);
    await user.click(screen.getByRole('button', { name: 'Options under Ontario (0)' }));
    const sub = screen.getByRole('group', { name: 'Options under Ontario' });
    await user.type(within(sub).getByLabelText('New option label'), 'Toronto');
    await user.click(within(sub).getByRole('button', { name: 'Add Option' }));
    expect(latest.items).toEqual([
      { label: 'Ontario', value: 'ON', children: [{ label: 'Toronto', value: 'Toronto' }] },
    ]);
  });
});
