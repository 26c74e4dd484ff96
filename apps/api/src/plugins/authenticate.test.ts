import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';

const t = await createTestApp();

describe('the credentials a request carries', () => {
  it('are the Authorization header only: the web app’s token cookies sign nothing in (no CSRF)', async () => {
    const user = await signUp(t);
    const token = user.headers.authorization.replace(/^Bearer /, '');
    const withHeader = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: user.headers,
    });
    expect(withHeader.statusCode).toBe(200);
    // what a page of another site could make the browser send: the cookies, never the header
    const withCookies = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { cookie: `ergo_access=${token}; ergo_authenticated=true` },
    });
    expect(withCookies.statusCode).toBe(401);
  });
});
