// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import { loadAnswerJudge } from './answer-judge.ts';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import type { EditStorage } from './pending-edits.ts';
import type { RendererBackend } from './renderer-backend.ts';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// Failed saves are not lost: kept in the browser, re-sent when the response opens again or the connection
// returns, and the person sees where their edits stand.

afterEach(cleanup);
// The answer checks download with the widgets; under the test runner their compiled schemas take seconds to
// transform (a browser fetches the built chunk in milliseconds), so they are here before the timed waits.
beforeAll(() => loadAnswerJudge());

const form = formOf([
  el('name', 'SimpleText', { label: 'Name' }),
  el('town', 'SimpleText', { label: 'Town' }),
]);
const response = responseOf();
const viewer = TEST_VIEWER;

function memoryStorage(): EditStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function backendWith(storage: EditStorage, reachable: () => boolean) {
  const { backend } = fakeBackend();
  const submitAnswer = vi.fn(async (..._args: unknown[]) => {
    if (!reachable()) throw new TypeError('Failed to fetch');
  });
  const withStorage: RendererBackend = {
    ...backend,
    submitAnswer,
    editStorage: storage,
    isUnreachable: (error) => error instanceof TypeError,
  };
  return { backend: withStorage, submitAnswer };
}

// StrictMode, as the app runs: effects mount, unmount and mount again.
const open = (backend: RendererBackend) =>
  render(
    <StrictMode>
      <FormRenderer form={form} response={response} backend={backend} viewer={viewer} org={TEST_ORG} />
    </StrictMode>,
  );

describe('unsaved edits', () => {
  it('keeps an edit the server could not be reached for, and sends it when the response opens again', async () => {
    const storage = memoryStorage();
    const first = backendWith(storage, () => false);
    const { unmount } = open(first.backend);
    expect((await screen.findByRole('status')).textContent).toBe('All changes saved');
    await userEvent.type(await screen.findByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Town'), 'Ely');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Offline — 2 changes waiting'), {
      timeout: 3000,
    });
    expect(first.submitAnswer).toHaveBeenCalledWith('name', EMPTY_GUID, 'Ann');

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    unmount();

    const second = backendWith(storage, () => true);
    open(second.backend);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), {
      timeout: 3000,
    });
    // Re-sent in the order they were made (StrictMode's trial unmount sends them once more: harmless).
    expect(second.submitAnswer.mock.calls.slice(0, 2)).toEqual([
      ['name', EMPTY_GUID, 'Ann'],
      ['town', EMPTY_GUID, 'Ely'],
    ]);
    expect(storage.items.size).toBe(0);
    const leavingNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingNow);
    expect(leavingNow.defaultPrevented).toBe(false);
  });

  it('forgets a kept edit the server already holds, so nothing is left waiting', async () => {
    // The save sent as the page closed reached the server, but the page was gone before it heard back.
    const storage = memoryStorage();
    storage.setItem(
      `pending-answers.v1:${viewer.userGuid}:${response.guid}`,
      JSON.stringify([{ elementGuid: 'name', row: EMPTY_GUID, value: 'Ann' }]),
    );
    const { backend, submitAnswer } = backendWith(storage, () => true);
    const saved = responseOf([
      { formElementGuid: 'name', repeatableGroupGuid: EMPTY_GUID, answerValue: JSON.stringify('Ann') },
    ]);
    render(<FormRenderer form={form} response={saved} backend={backend} viewer={viewer} org={TEST_ORG} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), {
      timeout: 3000,
    });
    expect(storage.items.size).toBe(0);
    expect(submitAnswer).not.toHaveBeenCalled();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  it('sends a waiting edit as soon as the browser is back online', async () => {
    let reachable = false;
    const { backend, submitAnswer } = backendWith(memoryStorage(), () => reachable);
    open(backend);
    await userEvent.type(await screen.findByLabelText('Name'), 'Bo');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Offline — 1 change waiting'), {
      timeout: 3000,
    });
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), {
      timeout: 3000,
    });
    expect(submitAnswer).toHaveBeenLastCalledWith('name', EMPTY_GUID, 'Bo');
  });

  it('sends an edit still inside its debounce when the page is hidden', async () => {
    const storage = memoryStorage();
    const { backend, submitAnswer } = backendWith(storage, () => true);
    open(backend);
    await userEvent.type(await screen.findByLabelText('Name'), 'Cy');
    expect(storage.items.size).toBe(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(submitAnswer).toHaveBeenCalledWith('name', EMPTY_GUID, 'Cy');
  });
});
