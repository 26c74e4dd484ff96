import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

const own = { publicUrl: 'https://ergo.example.com', host: 'api.internal:3000' };

describe('isAllowedOrigin', () => {
  it('allows the public address and the host the request was sent to', () => {
    expect(isAllowedOrigin('https://ergo.example.com', own)).toBe(true);
    expect(isAllowedOrigin('https://ERGO.example.com:443', own)).toBe(true);
    expect(isAllowedOrigin('http://api.internal:3000', own)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', { ...own, host: 'localhost:5173' })).toBe(true);
    expect(isAllowedOrigin('https://ergo.test', { ...own, host: 'ergo.test:443' })).toBe(true);
  });

  it('refuses other sites, other ports, "null" and garbage', () => {
    expect(isAllowedOrigin('https://evil.example.net', own)).toBe(false);
    expect(isAllowedOrigin('https://ergo.example.com.evil.net', own)).toBe(false);
    expect(isAllowedOrigin('http://api.internal:4000', own)).toBe(false);
    expect(isAllowedOrigin('null', own)).toBe(false);
    expect(isAllowedOrigin('not a url', own)).toBe(false);
    expect(isAllowedOrigin('https://evil.example.net', { ...own, host: undefined })).toBe(false);
    expect(isAllowedOrigin('https://evil.example.net', { ...own, host: 'a b' })).toBe(false);
  });

  it('allows a client that sends no Origin (not a browser)', () => {
    expect(isAllowedOrigin(undefined, own)).toBe(true);
  });
});
