import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_ITEMS, type OnboardingItem } from '@ergo/contracts';
import { inOrg, onboardingHidden, users } from '@ergo/db';
import { createTestApp, signIn, signUp, type SignedIn } from '../../../test/helpers';

const t = await createTestApp();

type Method = 'GET' | 'POST' | 'DELETE';

async function call(user: SignedIn, method: Method, id?: string, language?: 'tr' | 'en') {
  return t.app.inject({
    method,
    url: id ? `/api/auth/onboarding/${id}/` : '/api/auth/onboarding/',
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

/** The ids the server says are hidden for this user. */
async function hiddenOf(user: SignedIn): Promise<string[]> {
  const response = await call(user, 'GET');
  expect(response.statusCode).toBe(200);
  return response
    .json<OnboardingItem[]>()
    .filter((item) => item.hidden)
    .map((item) => item.id);
}

/** A second user of `owner`'s organization (there is no invitation flow yet: moved in SQL). */
async function colleagueOf(owner: SignedIn): Promise<SignedIn> {
  const other = await signUp(t);
  await t.ctx.db
    .update(users)
    .set({ organizationId: owner.orgId })
    .where(inOrg(users, other.orgId, eq(users.id, other.userId)));
  const again = await signIn(t.app, other.email);
  expect(again.orgId).toBe(owner.orgId);
  return again;
}

describe('onboarding tours: hide, list, show again', () => {
  it('hides a tour, shows that one again, then shows every tour again', async () => {
    const user = await signUp(t);
    expect(await hiddenOf(user)).toEqual([]);

    for (const id of ['operations', 'reba', 'qec'] as const) {
      const hide = await call(user, 'POST', id);
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toContainEqual({ id, hidden: true });
    }
    expect(await hiddenOf(user)).toEqual(['operations', 'reba', 'qec']);

    // DELETE one: that tour only, and the answer is the whole list like POST's.
    const one = await call(user, 'DELETE', 'reba');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(
      ONBOARDING_ITEMS.map((id) => ({ id, hidden: id === 'operations' || id === 'qec' })),
    );
    // Showing a tour that is not hidden is no error.
    const again = await call(user, 'DELETE', 'reba');
    expect(again.statusCode).toBe(200);
    expect(await hiddenOf(user)).toEqual(['operations', 'qec']);

    // DELETE all.
    const all = await call(user, 'DELETE');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(ONBOARDING_ITEMS.map((id) => ({ id, hidden: false })));
    expect(await hiddenOf(user)).toEqual([]);

    // A tour shown again is hidden again once seen.
    await call(user, 'POST', 'operations');
    expect(await hiddenOf(user)).toEqual(['operations']);
  });

  it('answers an unknown tour with 404 in the caller’s language', async () => {
    const user = await signUp(t);
    const english = await call(user, 'DELETE', 'nope', 'en');
    expect(english.statusCode).toBe(404);
    const turkish = await call(user, 'DELETE', 'nope', 'tr');
    expect(turkish.statusCode).toBe(404);
    expect(english.json()).toEqual({ errors: [{ field: 'detail', message: 'Not found.' }] });
    expect(turkish.json()).toEqual({ errors: [{ field: 'detail', message: 'Bulunamadı.' }] });
    // The same answer as POST's for the same mistake.
    const post = await call(user, 'POST', 'nope', 'tr');
    expect(post.statusCode).toBe(404);
    expect(turkish.json()).toEqual(post.json());
  });

  it('needs a signed-in caller', async () => {
    for (const url of ['/api/auth/onboarding/', '/api/auth/onboarding/tasks/']) {
      const response = await t.app.inject({ method: 'DELETE', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('onboarding: organization isolation', () => {
  it('shows again only the caller’s own tours, not a colleague’s nor another organization’s', async () => {
    const owner = await signUp(t);
    const colleague = await colleagueOf(owner);
    const outsider = await signUp(t);
    for (const user of [owner, colleague, outsider]) {
      await call(user, 'POST', 'operations');
      await call(user, 'POST', 'tasks');
    }

    expect((await call(owner, 'DELETE', 'operations')).statusCode).toBe(200);
    expect(await hiddenOf(owner)).toEqual(['tasks']);
    expect(await hiddenOf(colleague)).toEqual(['operations', 'tasks']);
    expect(await hiddenOf(outsider)).toEqual(['operations', 'tasks']);

    expect((await call(outsider, 'DELETE')).statusCode).toBe(200);
    expect(await hiddenOf(outsider)).toEqual([]);
    expect(await hiddenOf(owner)).toEqual(['tasks']);
    expect(await hiddenOf(colleague)).toEqual(['operations', 'tasks']);

    expect((await call(colleague, 'DELETE')).statusCode).toBe(200);
    expect(await hiddenOf(colleague)).toEqual([]);
    expect(await hiddenOf(owner)).toEqual(['tasks']);
  });

  it('reads and deletes only rows of the caller’s organization (tenancy in SQL)', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    // A row of this user filed under another organization (as if left from a former one).
    await t.ctx.db
      .insert(onboardingHidden)
      .values({ organizationId: other.orgId, userId: user.userId, item: 'rosa' });
    expect(await hiddenOf(user)).toEqual([]);
    await call(user, 'DELETE', 'rosa');
    await call(user, 'DELETE');
    const kept = await t.ctx.db
      .select()
      .from(onboardingHidden)
      .where(
        inOrg(
          onboardingHidden,
          other.orgId,
          eq(onboardingHidden.userId, user.userId),
          eq(onboardingHidden.item, 'rosa'),
        ),
      );
    expect(kept).toHaveLength(1);
  });
});
