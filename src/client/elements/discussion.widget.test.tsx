// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../shared/generated/types.gen.ts';
import { DiscussionWidget } from './discussion.widget.tsx';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { fakeServices, makeElement, renderWidget, TEST_USER } from './render-widget.test-support.tsx';

const comment = (
  id: string,
  authorGuid: string,
  replies: Comment[] = [],
  editedAt: string | null = null,
): Comment => ({
  id,
  authorName: authorGuid === TEST_USER.userGuid ? 'Ann' : 'Bob',
  authorGuid,
  text: `text ${id}`,
  createdAt: '2024-03-04T10:00:00Z',
  editedAt,
  replies,
});

/** c0 → c1 → … → c5: a thread whose deepest reply is at depth 5. */
function deepThread(): Comment[] {
  let node = comment('c5', 'user-2');
  for (let depth = 4; depth >= 0; depth--) node = comment(`c${depth}`, 'user-2', [node]);
  return [node];
}

const commentOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const ownButtons = (text: string) =>
  within(commentOf(text).querySelector('article')!)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('DiscussionWidget', () => {
  it('disables Post while blank and warns once the text is cleared', async () => {
    const { user } = renderWidget(DiscussionWidget, makeElement('Discussion'));
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), '  x');
    expect(post.disabled).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: 'New comment' }));
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), '   ');
    expect(post.disabled).toBe(true);
    expect(screen.getByText('Comment cannot be empty')).toBeTruthy();
  });

  it('shows a post at once, then submits it', async () => {
    const submitComment = vi.fn(() => new Promise<Comment[]>(() => undefined));
    const { user } = renderWidget(DiscussionWidget, makeElement('Discussion', { saveButtonText: 'Send' }), {
      services: fakeServices({ submitComment }),
    });
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Hello there')).toBeTruthy();
    expect(submitComment).toHaveBeenCalledWith(expect.objectContaining({ guid: 'element-1' }), EMPTY_GUID, {
      id: null,
      text: 'Hello there',
      replyTo: null,
    });
  });

  it('offers Reply down to depth 4 and none on a depth-5 reply', () => {
    renderWidget(DiscussionWidget, makeElement('Discussion'), { value: deepThread() });
    expect(ownButtons('text c4')).toContain('Reply');
    expect(ownButtons('text c5')).not.toContain('Reply');
  });

  it('lets only the author edit, and submits the edit with its id', async () => {
    const value = [
      comment('mine', TEST_USER.userGuid),
      comment('theirs', 'user-2', [], '2024-03-05T09:00:00Z'),
    ];
    const { user, services } = renderWidget(DiscussionWidget, makeElement('Discussion'), { value });
    expect(ownButtons('text theirs')).not.toContain('Edit');
    expect(within(commentOf('text theirs')).getByText(/\(edited\) 2024-03-05/)).toBeTruthy();
    await user.click(within(commentOf('text mine')).getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit comment' });
    await user.clear(box);
    await user.type(box, 'changed');
    await user.click(within(box.closest('form')!).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(services.submitComment).toHaveBeenCalledWith(expect.anything(), EMPTY_GUID, {
        id: 'mine',
        text: 'changed',
        replyTo: null,
      }),
    );
  });

  it('starts collapsed when asked and opens on the toggle', async () => {
    const { user } = renderWidget(DiscussionWidget, makeElement('Discussion', { startCollapsed: true }), {
      value: [comment('a', 'user-2')],
    });
    expect(screen.queryByText('text a')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show comments (1)' }));
    expect(screen.getByText('text a')).toBeTruthy();
  });

  it('takes a failed post back', async () => {
    const submitComment = vi.fn(async () => Promise.reject(new Error('Server said no')));
    const { user } = renderWidget(DiscussionWidget, makeElement('Discussion'), {
      services: fakeServices({ submitComment }),
    });
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Lost words');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByText('Lost words')).toBeNull());
  });
});
