import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie, setCookie } from '../browser/cookies';
import { detectLanguage, LANGUAGE_COOKIE, rememberLanguage } from './language';

describe('language detection (SPEC §9: cookie, then browser languages, then en)', () => {
  afterEach(() => removeCookie(LANGUAGE_COOKIE));

  it('the cookie wins over the browser languages', () => {
    expect(detectLanguage('tr', ['en-US', 'en'])).toBe('tr');
    expect(detectLanguage('en', ['tr-TR'])).toBe('en');
  });

  it('an unknown cookie value is ignored', () => {
    expect(detectLanguage('de', ['tr-TR'])).toBe('tr');
  });

  it('takes the first browser language we offer, by its base tag', () => {
    expect(detectLanguage(undefined, ['de-DE', 'tr-TR', 'en-GB'])).toBe('tr');
    expect(detectLanguage(undefined, ['fr', 'en-GB', 'tr'])).toBe('en');
    expect(detectLanguage(undefined, ['TR'])).toBe('tr');
  });

  it('falls back to en', () => {
    expect(detectLanguage(undefined, ['de-DE', 'fr'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });

  it('reads the stored cookie by default', () => {
    rememberLanguage('tr');
    expect(detectLanguage()).toBe('tr');
    setCookie(LANGUAGE_COOKIE, 'en');
    expect(detectLanguage()).toBe('en');
  });
});
