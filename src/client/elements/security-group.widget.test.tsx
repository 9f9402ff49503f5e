// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';
import { SecurityGroupWidget } from './security-group.widget.tsx';

const groups = [
  { guid: 'A1', name: 'Admins' },
  { guid: 'b2', name: 'Builders' },
  { guid: 'c3', name: 'Clerks' },
];
const services = fakeServices({ securityGroups: async () => groups });

describe('SecurityGroupWidget', () => {
  it('offers only the allowed groups and reports the chosen guid', async () => {
    const element = makeElement('SecurityGroup', { allowedSecurityGroups: ['a1', 'c3'] });
    const { user, onChange } = renderWidget(SecurityGroupWidget, element, { services });
    await screen.findByRole('option', { name: 'Admins' });
    expect(screen.queryByRole('option', { name: 'Builders' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Question'), 'Clerks');
    expect(onChange).toHaveBeenLastCalledWith('c3');
    await user.selectOptions(screen.getByLabelText('Question'), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('offers every group when none is listed, and names the saved one read-only', async () => {
    renderWidget(SecurityGroupWidget, makeElement('SecurityGroup'), {
      services,
      value: 'b2',
      readOnly: true,
    });
    expect(await screen.findByText('Builders')).toBeTruthy();
  });
});
