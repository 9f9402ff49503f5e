import type { Comment } from '../../../../shared/generated/types.gen.ts';

// Pure edits of a discussion thread, used to show a post before the server answers (spec 4.2: comments are
// appended locally, then submitted).

/** The thread with a comment added at the top level, or as the last reply of `replyTo`. */
export function appendComment(
  comments: readonly Comment[],
  comment: Comment,
  replyTo: string | null,
): Comment[] {
  if (replyTo === null) return [...comments, comment];
  return comments.map((existing) =>
    existing.id === replyTo
      ? { ...existing, replies: [...(existing.replies ?? []), comment] }
      : { ...existing, replies: existing.replies && appendComment(existing.replies, comment, replyTo) },
  );
}

/** The thread with one comment's text replaced and marked edited. */
export function editComment(
  comments: readonly Comment[],
  id: string,
  text: string,
  editedAt: string,
): Comment[] {
  return comments.map((existing) =>
    existing.id === id
      ? { ...existing, text, editedAt }
      : { ...existing, replies: existing.replies && editComment(existing.replies, id, text, editedAt) },
  );
}

/** How many comments and replies the thread holds. */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.replies ?? []), 0);
}

/**
 * A colour for each author, given in the order people first speak in the thread and cycling through the palette,
 * so one person keeps one colour throughout a discussion.
 */
export function authorColours(comments: readonly Comment[], palette: readonly string[]): Map<string, string> {
  const colours = new Map<string, string>();
  const visit = (list: readonly Comment[]) => {
    for (const comment of list) {
      const author = comment.authorGuid.toLowerCase();
      if (!colours.has(author) && palette.length > 0)
        colours.set(author, palette[colours.size % palette.length]!);
      visit(comment.replies ?? []);
    }
  };
  visit(comments);
  return colours;
}
