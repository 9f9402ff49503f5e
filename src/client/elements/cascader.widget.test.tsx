// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CascaderWidget } from './cascader.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

const cascaderOptions = [
  {
    value: 'ca',
    label: 'Canada',
    children: [
      { value: 'on', label: 'Ontario', children: [{ value: 'ott', label: 'Ottawa' }] },
      { value: 'qc', label: 'Quebec' },
    ],
  },
  { value: 'fr', label: 'France' },
];

describe('CascaderWidget', () => {
  it('offers the next level once a parent is chosen and reports the path of values', async () => {
    const element = makeElement('Cascader', { cascaderOptions, noneText: 'None' });
    const { user, onChange } = renderWidget(CascaderWidget, element);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Question'), 'Canada');
    expect(onChange).toHaveBeenLastCalledWith(['ca']);
    await user.selectOptions(screen.getByLabelText('Question level 2'), 'Ontario');
    await user.selectOptions(screen.getByLabelText('Question level 3'), 'Ottawa');
    expect(onChange).toHaveBeenLastCalledWith(['ca', 'on', 'ott']);

    // Choosing none at the second level cuts the path there.
    await user.selectOptions(screen.getByLabelText('Question level 2'), 'None');
    expect(onChange).toHaveBeenLastCalledWith(['ca']);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Question'), 'None');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the labels joined with " / " when read-only', () => {
    renderWidget(CascaderWidget, makeElement('Cascader', { cascaderOptions }), {
      value: ['ca', 'on', 'ott'],
      readOnly: true,
    });
    expect(screen.getByText('Canada / Ontario / Ottawa')).toBeTruthy();
  });
});
