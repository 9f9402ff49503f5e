// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { el, formOf } from '../features/renderer/test-forms.ts';
import { renderTestForm, storedAnswer } from '../features/renderer/render-test-form.test-support.tsx';

// Through the real renderer: the templated text is filled from the response's answers and sanitised there.

afterEach(cleanup);

function showFormText(content: string, name: unknown, extra: Record<string, unknown> = {}) {
  const form = formOf([
    el('name', 'SimpleText', { label: 'Name', questionCode: 'FirstName' }),
    el('text', 'FormText', { properties: { content, ...extra } }),
  ]);
  renderTestForm(form, [storedAnswer('name', name)]);
}

/** The form text once every widget of the form has loaded (each loads on its own, in any order). */
async function formText() {
  await waitFor(() => {
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(document.querySelector('[data-slot="widget-loading"]')).toBeNull();
  });
  return document.querySelector('[data-slot="form-text-element"]');
}

describe('FormTextWidget', () => {
  it('fills placeholders with answers as text, keeping the content’s formatting', async () => {
    showFormText('<p>Hi <strong>{{FirstName}}</strong>, null stays null</p>', '<b>Bob</b> null');
    const text = await formText();
    const strong = text!.querySelector('strong')!;
    expect(strong.textContent).toBe('<b>Bob</b> null');
    expect(text!.querySelector('b')).toBeNull();
    expect(text!.textContent).toBe('Hi <b>Bob</b> null, null stays null');
  });

  it('removes scripts, event handlers and javascript: links from the content', async () => {
    showFormText(
      '<p>Read <a href="javascript:alert(1)">this</a></p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>',
      'Bob',
    );
    const text = await formText();
    expect(text!.querySelector('script')).toBeNull();
    expect(text!.innerHTML).not.toMatch(/onerror|javascript:|pwned/);
    expect(text!.querySelector('a')?.textContent).toBe('this');
  });

  it('renders nothing when the element is marked hidden', async () => {
    showFormText('secret', 'Bob', { isHidden: true });
    const text = await formText();
    expect(text).toBeNull();
    expect(screen.queryByText('secret')).toBeNull();
  });
});
