import { describe, expect, it } from 'vitest';
import { ONBOARDING_ITEMS } from '@ergo/contracts';
import { createTestApp, PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/helpers';

// Failed password checks are slowed down (login-limits.test.ts); here only the counting matters.
const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });

describe('profile', () => {
  it('PATCH /auth/update/ changes the personal details', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/update/',
      headers: user.headers,
      payload: {
        first_name: 'Zeynep',
        job_title: 'Ergonomist',
        phone: '+90 212 555 0101',
        city: 'İstanbul',
        language: 'tr',
        timezone: 'Europe/Istanbul',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Zeynep',
      job_title: 'Ergonomist',
      city: 'İstanbul',
      language: 'tr',
      last_name: 'Yılmaz',
    });
  });

  it('validates the details', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/update/',
      headers: user.headers,
      payload: { first_name: '', phone: 'call me', language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { field: 'first_name', message: 'This field is required' },
        { field: 'phone', message: 'Please enter a valid phone number' },
        { field: 'language', message: 'Please select a valid option' },
      ],
    });
  });
});

describe('PATCH /auth/set-email/', () => {
  it('asks the new address to confirm, then switches the sign-in address', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('new');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/set-email/',
      headers: user.headers,
      payload: { email: newEmail, password: 'wrong-one-1' },
    });
    expect(wrong.json()).toEqual({
      errors: [{ field: 'password', message: 'Your current password is incorrect' }],
    });

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/set-email/',
      headers: user.headers,
      payload: { email: newEmail, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: user.headers });
    expect(me.json()).toMatchObject({ email: user.email, pending_email: newEmail });
    const link = t.mailbox.linkTo(newEmail);
    expect(link.url).toMatch(/\/confirm-email\//);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/set-email/confirm/', payload: link }))
        .statusCode,
    ).toBe(200);
    await expect(signIn(t.app, newEmail)).resolves.toMatchObject({ userId: user.userId });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: user.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('tells the old address after the change, with a link that gives the address back', async () => {
    const user = await signUp(t, { language: 'tr' });
    const newEmail = uniqueEmail('new');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/set-email/',
      headers: user.headers,
      payload: { email: newEmail, password: PASSWORD },
    });
    const before = t.mailbox.messages.filter((m) => m.to === user.email).length;
    const confirm = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/set-email/confirm/', payload });
    expect((await confirm(t.mailbox.linkTo(newEmail))).statusCode).toBe(200);

    const notices = t.mailbox.messages.filter((m) => m.to === user.email);
    expect(notices).toHaveLength(before + 1);
    const notice = t.mailbox.lastTo(user.email);
    expect(notice.subject).toBe('ErgoAssess hesabınızın giriş e-posta adresi değiştirildi');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(notice.link);
    expect(notice.link).toMatch(/^http:\/\/app\.test\/confirm-email\//);

    // The undo link restores the old address and mails nothing to the address it takes back.
    const toNew = t.mailbox.messages.filter((m) => m.to === newEmail).length;
    expect((await confirm(t.mailbox.linkTo(user.email))).statusCode).toBe(200);
    await expect(signIn(t.app, user.email)).resolves.toMatchObject({ userId: user.userId });
    expect(t.mailbox.messages.filter((m) => m.to === newEmail)).toHaveLength(toNew);
  });

  it('counts a wrong password like a failed sign-in: the fifth locks, even the right one', async () => {
    const user = await signUp(t);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/set-email/',
        headers: { ...user.headers, 'accept-language': 'tr' },
        payload: { email: uniqueEmail('new'), password },
      });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(`guess-${i}-password`)).statusCode).toBe(400);
    const fifth = await attempt('guess-5-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({
      errors: [{ field: 'detail', message: 'Hesap geçici olarak kilitlendi.' }],
    });
    expect((await attempt(PASSWORD)).statusCode).toBe(423);
  });

  it('refuses an address that belongs to another account', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/set-email/',
      headers: user.headers,
      payload: { email: other.email, password: PASSWORD },
    });
    expect(response.json()).toEqual({
      errors: [{ field: 'email', message: 'An account with this email address already exists' }],
    });
  });
});

describe('PATCH /auth/organizations/{organization_id}/update/', () => {
  it('updates the own organization', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${user.orgId}/update/`,
      headers: user.headers,
      payload: { name: 'Acme Warehousing', description: 'Two sites, 140 workers' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization_id: user.orgId,
      name: 'Acme Warehousing',
      description: 'Two sites, 140 workers',
      credit: 10,
      keep_videos: true,
    });
  });

  it('switches the privacy option: delete videos once analysed', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${user.orgId}/update/`,
      headers: user.headers,
      payload: { keep_videos: false },
    });
    expect(response.json()).toMatchObject({ keep_videos: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: user.headers });
    expect(me.json()).toMatchObject({ organization: { keep_videos: false } });
  });

  it("answers 404 for another organization's id, and changes nothing there", async () => {
    const owner = await signUp(t, { organization: 'Owner Org' });
    const intruder = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${owner.orgId}/update/`,
      headers: intruder.headers,
      payload: { name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ field: 'detail', message: 'Not found.' }] });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: owner.headers });
    expect(me.json<{ organization: { name: string } }>().organization.name).toBe('Owner Org');
  });

  it('answers 404 for a malformed id and 400 for an empty name', async () => {
    const user = await signUp(t);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/organizations/123/update/',
      headers: user.headers,
      payload: {},
    });
    expect(malformed.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${user.orgId}/update/`,
      headers: user.headers,
      payload: { name: ' ' },
    });
    expect(empty.json()).toEqual({
      errors: [{ field: 'name', message: 'This field is required' }],
    });
  });
});

describe('onboarding and websocket id', () => {
  it('lists every tour, hides one for good, and 404s an unknown one', async () => {
    const user = await signUp(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding/',
      headers: user.headers,
    });
    expect(list.json()).toEqual(ONBOARDING_ITEMS.map((id) => ({ id, hidden: false })));
    const hide = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding/operations/',
      headers: user.headers,
    });
    expect(hide.json()).toContainEqual({ id: 'operations', hidden: true });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding/operations/',
      headers: user.headers,
    });
    expect(twice.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding/nope/',
      headers: user.headers,
    });
    expect(unknown.statusCode).toBe(404);
    // Another user of the product still sees the tour.
    const other = await signUp(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding/',
      headers: other.headers,
    });
    expect(theirs.json()).toContainEqual({ id: 'operations', hidden: false });
  });

  it('GET /auth/get-uuid/ gives a fresh identifier bound to the user', async () => {
    const user = await signUp(t);
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-uuid/',
      headers: user.headers,
    });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-uuid/',
      headers: user.headers,
    });
    expect(a.json<{ uuid: string }>().uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json<{ uuid: string }>().uuid).not.toBe(b.json<{ uuid: string }>().uuid);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-uuid/' })).statusCode).toBe(
      401,
    );
  });
});
