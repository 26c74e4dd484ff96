import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('round-trips values that need encoding', () => {
    setCookie('ergo_test', '{"a":"b; c=d"}');
    expect(getCookie('ergo_test')).toBe('{"a":"b; c=d"}');
    removeCookie('ergo_test');
    expect(getCookie('ergo_test')).toBeUndefined();
  });

  it('lasts 15 days on the whole site (SPEC §9)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('ergo_test', 'x');
    expect(written[0]).toContain(`Max-Age=${15 * 24 * 60 * 60}`);
    expect(written[0]).toContain('Path=/');
  });
});
