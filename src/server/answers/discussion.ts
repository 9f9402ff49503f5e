import crypto from 'node:crypto';
import type { Comment } from '../../shared/generated/types.gen.ts';
import {
  canEditComment,
  canReplyAtDepth,
  commentDepth,
  MAX_REPLY_DEPTH,
  validateComment,
} from '../../shared/validation/discussion.ts';
import type { Produced, WriteContext } from './pipeline.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { ownCallLabel, ownCallOf } from '../../shared/elements/element-lookup.ts';

/** A post to a discussion: a new comment (a reply when replyTo is set) or, with the id of an existing comment, an edit. */
export interface DiscussionPost {
  id?: string | null;
  text?: string | null;
  replyTo?: string | null;
}

function findComment(comments: Comment[], id: string): Comment | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const nested = findComment(comment.replies ?? [], id);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Applies a post to the discussion's comments. The server decides the author, the times and a new
 * comment's id, so nobody can post in someone else's name; only the author may edit.
 */
export const applyPost =
  (post: DiscussionPost, now = new Date()) =>
  (context: WriteContext): Produced => {
    if (ownCallOf(context.element.type) !== 'discussion')
      throw refuse(REFUSALS.wrongType(ownCallLabel('discussion')));
    const problem = validateComment(post.text);
    if (problem) throw refuse(problem);
    const text = post.text!.trim();
    const comments = structuredClone((context.current as Comment[] | undefined) ?? []);
    const { caller } = context;
    const existing = post.id ? findComment(comments, post.id) : undefined;
    if (existing) {
      if (!canEditComment(existing, caller.loginAccountGuid))
        throw refuse('Only the author may edit this comment.', 403);
      existing.text = text;
      existing.editedAt = now.toISOString();
      return { value: comments };
    }
    const comment: Comment = {
      id: `c-${crypto.randomUUID()}`,
      authorName: caller.loginName,
      authorGuid: caller.loginAccountGuid,
      text,
      createdAt: now.toISOString(),
      editedAt: null,
      replies: [],
    };
    if (!post.replyTo) return { value: [...comments, comment] };
    const depth = commentDepth(comments, post.replyTo);
    if (depth === null) throw refuse('The comment being replied to was not found.', 404);
    if (!canReplyAtDepth(depth)) throw refuse(`Replies are allowed only ${MAX_REPLY_DEPTH} levels deep.`);
    const parent = findComment(comments, post.replyTo)!;
    parent.replies = [...(parent.replies ?? []), comment];
    return { value: comments };
  };
