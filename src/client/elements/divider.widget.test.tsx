// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DividerWidget } from './divider.widget.tsx';
import { makeElement, renderWidget } from './render-widget.test-support.tsx';

describe('DividerWidget', () => {
  it('draws a line of the configured thickness', () => {
    renderWidget(DividerWidget, makeElement('Divider', { thickness: 3 }));
    expect((screen.getByRole('separator') as HTMLElement).style.borderTopWidth).toBe('3px');
  });

  it('leaves only space when displayLine is off', () => {
    renderWidget(DividerWidget, makeElement('Divider', { displayLine: false }));
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
