// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { el, formOf } from '../features/renderer/test-forms.ts';
import { renderTestForm, storedAnswer } from '../features/renderer/render-test-form.test-support.tsx';

// Through the real renderer: the heading's label is templated text, filled and sanitised there.

afterEach(cleanup);

function showHeadings(headings: { label: string; headingLevel?: number }[], name = 'Ann') {
  const form = formOf([
    el('name', 'SimpleText', { label: 'Name', questionCode: 'FirstName' }),
    ...headings.map((heading, index) =>
      el(`h${index}`, 'Heading', {
        label: heading.label,
        properties: heading.headingLevel === undefined ? {} : { headingLevel: heading.headingLevel },
      }),
    ),
  ]);
  renderTestForm(form, [storedAnswer('name', name)]);
}

describe('HeadingWidget', () => {
  it('maps headingLevel 0 to 3 onto h1 to h4, h2 by default, clamping levels outside the range', async () => {
    showHeadings([
      { label: 'Top', headingLevel: 0 },
      { label: 'Default' },
      { label: 'Details', headingLevel: 2 },
      { label: 'Deep', headingLevel: 9 },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Top');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Default');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Details');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Deep');
  });

  it('fills placeholders from the viewer and the answers, answers as text', async () => {
    showHeadings([{ label: 'Hello <em>{{Login:Name}}</em> and {{FirstName}}' }], '<i>Ann</i>');
    const heading = await screen.findByRole('heading');
    expect(heading.querySelector('em')?.textContent).toBe('Pat');
    expect(heading.querySelector('i')).toBeNull();
    expect(heading.textContent).toBe('Hello Pat and <i>Ann</i>');
  });

  it('drops script and event-handler markup from the label', async () => {
    showHeadings([{ label: 'Welcome<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>' }]);
    const heading = await screen.findByRole('heading');
    expect(heading.textContent).toBe('Welcome');
    expect(heading.querySelector('img[onerror], script')).toBeNull();
    expect(heading.innerHTML).not.toMatch(/onerror|pwned/);
  });
});
