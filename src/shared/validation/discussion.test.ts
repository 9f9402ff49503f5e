import { describe, expect, it } from 'vitest';
import { canEditComment, canReplyAtDepth, commentDepth, validateComment } from './discussion.ts';

describe('validateComment', () => {
  it('rejects a blank comment', () => {
    expect(validateComment('  \n ')).toBe('Comment cannot be empty');
    expect(validateComment(null)).toBe('Comment cannot be empty');
    expect(validateComment('Looks good')).toBeNull();
  });
});

describe('reply depth', () => {
  const thread = [
    {
      id: 'a',
      authorGuid: 'u1',
      replies: [{ id: 'b', authorGuid: 'u2', replies: [{ id: 'c', authorGuid: 'u1' }] }],
    },
  ];

  it('finds how deep a comment sits', () => {
    expect(commentDepth(thread, 'a')).toBe(0);
    expect(commentDepth(thread, 'c')).toBe(2);
    expect(commentDepth(thread, 'missing')).toBeNull();
  });

  it('allows replies down to depth 5 only', () => {
    expect(canReplyAtDepth(4)).toBe(true);
    expect(canReplyAtDepth(5)).toBe(false);
  });
});

describe('canEditComment', () => {
  it('lets only the author edit', () => {
    expect(canEditComment({ authorGuid: 'ABC' }, 'abc')).toBe(true);
    expect(canEditComment({ authorGuid: 'abc' }, 'def')).toBe(false);
  });
});
