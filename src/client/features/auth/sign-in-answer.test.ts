import { describe, expect, it } from 'vitest';
import { hasSignInAnswer, signInResponseUrl } from './sign-in-answer.ts';

describe('sign-in answer', () => {
  it('is found in the fragment of the landing page, successful or not', () => {
    expect(hasSignInAnswer({ pathname: '/landing', hash: 'code=abc&state=xyz&iss=x' })).toBe(true);
    expect(hasSignInAnswer({ pathname: '/landing', hash: '#error=access_denied&state=xyz' })).toBe(true);
  });

  it('is found in a /state=… path', () => {
    expect(hasSignInAnswer({ pathname: '/state=xyz&code=abc', hash: '' })).toBe(true);
  });

  it('is not found on ordinary pages', () => {
    expect(hasSignInAnswer({ pathname: '/main-dashboard', hash: '' })).toBe(false);
    expect(hasSignInAnswer({ pathname: '/landing', hash: 'section-2' })).toBe(false);
  });

  it('hands a path-form answer to the identity client as a fragment of the landing page', () => {
    const location = {
      href: 'https://app.example/state=xyz&code=abc',
      origin: 'https://app.example',
      pathname: '/state=xyz&code=abc',
      hash: '',
    };
    expect(signInResponseUrl(location)).toBe('https://app.example/landing#state=xyz&code=abc');
    const usual = {
      href: 'https://app.example/landing#code=abc&state=xyz',
      origin: 'https://app.example',
      pathname: '/landing',
      hash: '#code=abc&state=xyz',
    };
    expect(signInResponseUrl(usual)).toBe(usual.href);
  });
});
