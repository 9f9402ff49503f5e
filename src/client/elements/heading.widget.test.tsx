// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadingWidget } from './heading.widget.tsx';
import { actionElement, fakeServices, renderAction } from './parts/actions/widget-harness.tsx';

describe('HeadingWidget', () => {
  it('maps headingLevel 0 to 3 onto h1 to h4', () => {
    renderAction(HeadingWidget, actionElement('Heading', { headingLevel: 2 }, 'Details'));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Details');
  });

  it('uses h2 by default and clamps levels outside the range', () => {
    renderAction(HeadingWidget, actionElement('Heading', {}, 'Default'));
    renderAction(HeadingWidget, actionElement('Heading', { headingLevel: 9 }, 'Deep'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Default');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Deep');
  });

  it('shows the label with its placeholders filled in', () => {
    const services = fakeServices({
      renderTemplate: (text) => text.replace('{{Login:Name}}', '<em>Ann</em>'),
    });
    renderAction(HeadingWidget, actionElement('Heading', {}, 'Hello {{Login:Name}}'), { services });
    expect(screen.getByRole('heading').innerHTML).toBe('Hello <em>Ann</em>');
  });
});
