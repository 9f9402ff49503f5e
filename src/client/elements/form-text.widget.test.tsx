// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../shared/rules/answer-store.ts';
import type { FormResponse } from '../../shared/generated/types.gen.ts';
import { fakeBackend } from '../features/renderer/fake-backend.ts';
import { FormRenderer } from '../features/renderer/form-renderer.tsx';
import { el, formOf } from '../features/renderer/test-forms.ts';

// Through the real renderer: the templated text is filled from the response's answers and sanitised there.

afterEach(cleanup);

function showFormText(content: string, name: unknown, extra: Record<string, unknown> = {}) {
  const form = formOf([
    el('name', 'SimpleText', { label: 'Name', questionCode: 'FirstName' }),
    el('text', 'FormText', { properties: { content, ...extra } }),
  ]);
  const response: FormResponse = {
    guid: 'r-1',
    formDefinitionGuid: 'form-1',
    orgGuid: 'org-1',
    status: 'Draft',
    answers: [
      { formElementGuid: 'name', repeatableGroupGuid: EMPTY_GUID, answerValue: JSON.stringify(name) },
    ],
  };
  const viewer = { userGuid: 'u-1', loginName: 'Pat', email: 'pat@example.com', groupGuids: [] };
  render(
    <FormRenderer
      form={form}
      response={response}
      backend={fakeBackend().backend}
      viewer={viewer}
      org={{ guid: 'org-1', name: 'Org' }}
    />,
  );
}

/** The form text once the form is on screen. */
async function formText() {
  await screen.findByLabelText('Name');
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
