import type { Comment } from '../generated/types.gen.ts';

// Discussion comments: what may be posted, replied to and edited. The server applies the
// same checks, so a blank post or an over-deep reply is refused even without the widget.

export const EMPTY_COMMENT_TEXT = 'Comment cannot be empty';

/** Deepest reply allowed; a top-level comment is depth 0. */
export const MAX_REPLY_DEPTH = 5;

/** The part of a comment thread the depth search needs. */
export type CommentTree = Pick<Comment, 'id'> & { replies?: readonly CommentTree[] };

/** Null when the comment has text, else 'Comment cannot be empty' (also why Post is disabled). */
export function validateComment(text: string | null | undefined): string | null {
  return text?.trim() ? null : EMPTY_COMMENT_TEXT;
}

/** True when a reply to a comment at `parentDepth` would still be within the depth limit. */
export function canReplyAtDepth(parentDepth: number): boolean {
  return parentDepth + 1 <= MAX_REPLY_DEPTH;
}

/** Depth of a comment in a thread (0 for top level); null when it is not there. */
export function commentDepth(comments: readonly CommentTree[], id: string, depth = 0): number | null {
  for (const comment of comments) {
    if (comment.id === id) return depth;
    const nested = commentDepth(comment.replies ?? [], id, depth + 1);
    if (nested !== null) return nested;
  }
  return null;
}

/** Only the author may edit a comment. */
export function canEditComment(comment: Pick<Comment, 'authorGuid'>, userGuid: string): boolean {
  return comment.authorGuid.toLowerCase() === userGuid.toLowerCase();
}
