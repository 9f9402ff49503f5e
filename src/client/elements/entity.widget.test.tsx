// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityWidget } from './entity.widget.tsx';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('EntityWidget', () => {
  it('loads the entities of its entity type and reports the chosen guid', async () => {
    const entities = vi.fn(async () => [
      { guid: 'e1', name: 'North Site' },
      { guid: 'e2', name: 'South Site' },
    ]);
    const element = makeElement('Entity', { entityDefinitionGuid: 'def-1' });
    const { user, onChange } = renderWidget(EntityWidget, element, { services: fakeServices({ entities }) });
    const select = screen.getByLabelText('Question') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    await screen.findByRole('option', { name: 'South Site' });
    expect(entities).toHaveBeenCalledWith('def-1');
    await user.selectOptions(select, 'South Site');
    expect(onChange).toHaveBeenLastCalledWith('e2');
  });

  it('says so when the entities cannot be loaded', async () => {
    const entities = async () => Promise.reject(new Error('offline'));
    renderWidget(EntityWidget, makeElement('Entity'), { services: fakeServices({ entities }) });
    expect((await screen.findByRole('alert')).textContent).toBe('The choices could not be loaded');
  });
});
