// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// Answer Review with Split Pages (the default): the pager follows the question under review, and the
// review controls stay on screen on every page so Next / Previous cycle and wrap across pages.

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling to do.
Element.prototype.scrollIntoView = () => undefined;

const form = formOf([
  el('first', 'Section', { label: 'First' }),
  el('name', 'SimpleText', { parentGuid: 'first', label: 'Name' }),
  el('second', 'Section', { label: 'Second' }),
  el('town', 'SimpleText', { parentGuid: 'second', label: 'Town' }),
  el('review', 'AnswerReview', { parentGuid: 'second', label: 'Review' }),
]);
const response = responseOf();
const viewer = TEST_VIEWER;

describe('answer review across pages', () => {
  it('moves to the page of each unanswered question and keeps Next / Previous reachable, wrapping', async () => {
    const user = userEvent.setup();
    render(
      <FormRenderer
        form={form}
        response={response}
        backend={fakeBackend().backend}
        viewer={viewer}
        org={TEST_ORG}
      />,
    );
    await user.click((await screen.findAllByRole('button', { name: 'Next page' }))[0]!);
    await user.click(await screen.findByRole('button', { name: 'Review Answers' }));

    // The first unanswered question is on page 1: the pager goes there and the controls come along.
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByLabelText('Town')).toBeNull();
    const next = await screen.findByRole('button', { name: 'Next unanswered question' });

    await user.click(next);
    expect(await screen.findByLabelText('Town')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next unanswered question' }));
    expect(await screen.findByLabelText('Name')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous unanswered question' }));
    await waitFor(() => expect(screen.queryByLabelText('Town')).toBeTruthy());
  });
});
