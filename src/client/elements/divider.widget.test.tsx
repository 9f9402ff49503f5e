// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DividerWidget } from './divider.widget.tsx';
import { actionElement, renderAction } from './parts/actions/widget-harness.tsx';

describe('DividerWidget', () => {
  it('draws a line of the configured thickness', () => {
    renderAction(DividerWidget, actionElement('Divider', { thickness: 3 }));
    expect((screen.getByRole('separator') as HTMLElement).style.borderTopWidth).toBe('3px');
  });

  it('leaves only space when displayLine is off', () => {
    renderAction(DividerWidget, actionElement('Divider', { displayLine: false }));
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
