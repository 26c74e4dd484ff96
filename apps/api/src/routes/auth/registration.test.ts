import { describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/helpers';

const t = await createTestApp();

function register(payload: Record<string, unknown>, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/',
    headers: { 'accept-language': lang },
    payload,
  });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const valid = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password: PASSWORD,
  password_confirm: PASSWORD,
  organization: 'Acme Logistics',
});

describe('POST /auth/ (register)', () => {
  it('creates the account, its organization with 10 credits, and mails an activation link', async () => {
    const email = uniqueEmail();
    const response = await register(valid(email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(PASSWORD);
    await t.ctx.background.settled();
    const mail = t.mailbox.lastTo(email);
    expect(mail.subject).toBe('Activate your ErgoAssess account');
    expect(mail.link).toMatch(/^http:\/\/app\.test\/activate\/[^/]+\/[^/]+$/);
    expect(mail.text).toContain(mail.link);

    const { uid, token } = t.mailbox.linkTo(email);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate/',
      payload: { uid, token },
    });
    expect(activated.statusCode).toBe(200);
    const session = await signIn(t.app, email);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: session.headers });
    expect(me.json()).toMatchObject({
      email,
      first_name: 'Ada',
      organization: { name: 'Acme Logistics', description: '', credit: 10 },
    });
    expect(me.body).not.toMatch(/password|hash/i);
  });

  it('writes the activation mail in Turkish for a Turkish sign-up', async () => {
    const email = uniqueEmail();
    expect((await register(valid(email), 'tr')).statusCode).toBe(201);
    await t.ctx.background.settled();
    expect(t.mailbox.lastTo(email).subject).toBe('ErgoAssess hesabınızı etkinleştirin');
  });

  it('answers a taken address exactly like a new one and tells its owner by mail instead', async () => {
    const owner = await signUp(t, { language: 'en' });
    const fresh = await register(valid(uniqueEmail()));
    const taken = await register({
      ...valid(owner.email.toUpperCase()),
      password: 'another-pw-12',
      password_confirm: 'another-pw-12',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({
      detail:
        'Thank you. We sent an email to this address with the next step. Please check your inbox.',
    });
    await t.ctx.background.settled();
    const notice = t.mailbox.lastTo(owner.email);
    expect(notice.subject).toBe('Someone tried to register with your email address');
    expect(notice.text).toContain('http://app.test/reset-password');
    expect(notice.text).not.toMatch(/activate/);
    // Nothing changed: the owner's password still works, the intruder's does not.
    expect((await signIn(t.app, owner.email)).userId).toBe(owner.userId);
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.email, password: 'another-pw-12' },
    });
    expect(intruder.statusCode).toBe(400);
  });

  it('takes the same time for a taken address as for a new one', async () => {
    const even = await createTestApp({ ACCOUNT_ANSWER_MIN_MS: '150' });
    const owner = await signUp(even);
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (let i = 0; i < 10; i += 1) {
      for (const kind of ['fresh', 'taken'] as const) {
        const email = kind === 'taken' ? owner.email : uniqueEmail();
        const started = performance.now();
        const response = await even.app.inject({
          method: 'POST',
          url: '/api/auth/',
          payload: valid(email),
        });
        times[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(201);
      }
    }
    const ratio = median(times.taken) / median(times.fresh);
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });

  it('answers the SPEC §5 messages per field, in English and in Turkish', async () => {
    const bad = {
      first_name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirm: 'other',
    };
    const en = await register(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      errors: expect.arrayContaining([
        { field: 'first_name', message: 'This field is required' },
        { field: 'last_name', message: 'This field is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 8 characters long' },
        { field: 'organization', message: 'This field is required' },
      ]),
    });
    const tr = await register(bad, 'tr');
    expect(tr.json()).toEqual({
      errors: expect.arrayContaining([
        { field: 'email', message: 'Lütfen geçerli bir e-posta adresi girin' },
        { field: 'password', message: 'Şifre en az 8 karakter uzunluğunda olmalıdır' },
      ]),
    });
  });

  it('says "Passwords do not match" under password_confirm', async () => {
    const response = await register({
      ...valid(uniqueEmail()),
      password_confirm: 'something-else-1',
    });
    expect(response.json()).toEqual({
      errors: [{ field: 'password_confirm', message: 'Passwords do not match' }],
    });
  });

  it('refuses a notoriously common password', async () => {
    const response = await register({
      ...valid(uniqueEmail()),
      password: 'password',
      password_confirm: 'password',
    });
    expect(response.json()).toEqual({
      errors: [
        {
          field: 'password',
          message: 'This password is too common. Please choose a less predictable one',
        },
      ],
    });
  });

  it('takes the starting credit from INITIAL_CREDITS', async () => {
    const other = await createTestApp({ INITIAL_CREDITS: '3' });
    const email = uniqueEmail();
    await other.app.inject({ method: 'POST', url: '/api/auth/', payload: valid(email) });
    await other.ctx.background.settled();
    const { uid, token } = other.mailbox.linkTo(email);
    await other.app.inject({ method: 'POST', url: '/api/auth/activate/', payload: { uid, token } });
    const session = await signIn(other.app, email);
    const me = await other.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: session.headers,
    });
    expect(me.json<{ organization: { credit: number } }>().organization.credit).toBe(3);
  });
});

describe('activation', () => {
  it('blocks sign-in until the account is activated, with a clear message', async () => {
    const email = uniqueEmail();
    await register(valid(email));
    await t.ctx.background.settled();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      errors: [
        {
          field: 'detail',
          message:
            'Your account is not activated yet. Please use the link in the activation email.',
        },
      ],
    });
  });

  it('uses a link once; a forged link is refused', async () => {
    const email = uniqueEmail();
    await register(valid(email));
    await t.ctx.background.settled();
    const { uid, token } = t.mailbox.linkTo(email);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate/',
      payload: { uid, token: `${token}x` },
    });
    expect(forged.json()).toEqual({
      errors: [{ field: 'detail', message: 'This link is invalid or has expired.' }],
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/activate/', payload: { uid, token } }))
        .statusCode,
    ).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate/',
      payload: { uid, token },
    });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({
      detail: 'Your account is already active. You can log in.',
      status: 'already_active',
    });
  });

  it('answers a link opened again "already active" in the caller language, and only to its holder', async () => {
    const email = uniqueEmail();
    await register(valid(email));
    await t.ctx.background.settled();
    const link = t.mailbox.linkTo(email);
    const activate = (payload: object, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/activate/',
        headers: { 'accept-language': lang },
        payload,
      });
    expect((await activate(link)).json()).toMatchObject({ status: 'activated' });
    expect((await activate(link, 'tr')).json()).toEqual({
      detail: 'Hesabınız zaten etkin. Giriş yapabilirsiniz.',
      status: 'already_active',
    });
    // Someone with only the uid learns nothing about the account.
    const guessed = await activate({ uid: link.uid, token: 'not-the-token' });
    expect(guessed.statusCode).toBe(400);
  });

  it('resends a fresh link (the old one stops working) and answers the same for unknown addresses', async () => {
    const email = uniqueEmail();
    await register(valid(email));
    await t.ctx.background.settled();
    const first = t.mailbox.linkTo(email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-activation/',
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    await t.ctx.background.settled();
    const second = t.mailbox.linkTo(email);
    expect(second.token).not.toBe(first.token);
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/activate/', payload: first });
    expect(old.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/activate/', payload: second }))
        .statusCode,
    ).toBe(200);

    const before = t.mailbox.messages.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-activation/',
      payload: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resend.json());
    // An already active account gets no new activation mail either.
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-activation/', payload: { email } });
    await t.ctx.background.settled();
    expect(t.mailbox.messages.length).toBe(before);
  });
});
