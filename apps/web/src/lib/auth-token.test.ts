import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, keepTokensUnder, readToken, writeToken } from './auth-token.ts';

describe('the token cookie', () => {
  afterEach(() => {
    keepTokensUnder('/');
    clearToken();
  });

  it('lives on the whole site', () => {
    writeToken('site-token');
    expect(readToken()).toBe('site-token');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it("kept under Storybook's path, never touches the site's session", () => {
    writeToken('site-token');
    keepTokensUnder('/storybook/');
    writeToken('story-token');
    clearToken();
    // This page is outside /storybook/: it sees the site's cookie, untouched.
    expect(window.location.pathname.startsWith('/storybook/')).toBe(false);
    expect(readToken()).toBe('site-token');
  });
});
