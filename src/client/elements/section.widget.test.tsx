// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionWidget } from './section.widget.tsx';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('SectionWidget', () => {
  it('shows its title and the children the renderer gives for this section and row', () => {
    const renderChildren = vi.fn(() => <p>child question</p>);
    renderWidget(SectionWidget, makeElement('Section', {}, 'Contact'), {
      services: fakeServices({ renderChildren }),
    });
    expect(screen.getByRole('region', { name: 'Contact' })).toBeTruthy();
    expect(screen.getByText('child question')).toBeTruthy();
    // Its questions are spaced in their runs as the section spaces its children.
    const spacing = screen.getByRole('region', { name: 'Contact' }).className;
    expect(renderChildren).toHaveBeenCalledWith('element-1', EMPTY_GUID, spacing);
  });
});
