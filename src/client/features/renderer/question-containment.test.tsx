// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import type { DisplayMode } from './display-mode.ts';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// A question is laid out apart from the rest of the form (CSS layout containment), so a rule showing or
// hiding another question moves it without the browser painting it again. Elements whose margins meet their
// neighbours' (a divider) and printed pages keep the plain flow, where the look depends on it.

const form = formOf([
  el('s1', 'Section', { label: 'Part one' }),
  el('q1', 'SimpleText', { label: 'Name', parentGuid: 's1' }),
  el('d1', 'Divider', { parentGuid: 's1' }),
  el('q2', 'Boolean', { label: 'Agreed', parentGuid: 's1' }),
]);

function open(displayMode: DisplayMode) {
  return render(
    <FormRenderer
      form={form}
      response={responseOf()}
      backend={fakeBackend().backend}
      viewer={TEST_VIEWER}
      org={TEST_ORG}
      displayMode={displayMode}
      splitPages={false}
    />,
  );
}

const wrapper = (container: HTMLElement, guid: string) =>
  container.querySelector<HTMLElement>(`#element-${guid}`)!;
const contained = (node: HTMLElement) => node.classList.contains('[contain:layout]');

afterEach(cleanup);

describe('question layout containment', () => {
  it.each(['fill', 'readOnly'] as const)('lays out each question apart in %s mode', async (mode) => {
    const { container } = open(mode);
    await waitFor(() => expect(wrapper(container, 'q2')).not.toBeNull());
    expect(contained(wrapper(container, 'q1'))).toBe(true);
    expect(contained(wrapper(container, 'q2'))).toBe(true);
  });

  it('keeps sections and display-only elements in the flow', async () => {
    const { container } = open('fill');
    await waitFor(() => expect(wrapper(container, 'd1')).not.toBeNull());
    expect(contained(wrapper(container, 'd1'))).toBe(false);
    expect(contained(wrapper(container, 's1'))).toBe(false);
  });

  it('keeps every element in the flow when printed', async () => {
    const { container } = open('print');
    await waitFor(() => expect(wrapper(container, 'q2')).not.toBeNull());
    for (const guid of ['s1', 'q1', 'd1', 'q2']) expect(contained(wrapper(container, guid))).toBe(false);
  });
});
