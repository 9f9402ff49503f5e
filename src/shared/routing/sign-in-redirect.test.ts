import { describe, expect, it } from 'vitest';
import { isSignInRedirect } from './sign-in-redirect.ts';

describe('isSignInRedirect', () => {
  it('recognises an answer with a state and a code or an error', () => {
    expect(isSignInRedirect('#state=abc&code=xyz')).toBe(true);
    expect(isSignInRedirect('#code=xyz&session_state=1&state=abc')).toBe(true);
    expect(isSignInRedirect('#/state=abc&error=access_denied&error_description=cancelled')).toBe(true);
  });

  it('leaves ordinary hashes alone', () => {
    expect(isSignInRedirect('')).toBe(false);
    expect(isSignInRedirect('#section-2')).toBe(false);
    expect(isSignInRedirect('#state=abc')).toBe(false);
    // session_state is not state: this is no answer to our sign-in.
    expect(isSignInRedirect('#session_state=1&code=xyz')).toBe(false);
  });
});
