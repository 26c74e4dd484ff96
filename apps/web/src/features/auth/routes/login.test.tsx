import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getStoredUser, getTokens, isAuthenticated } from '../../../browser/session';
import { jsonReply as reply, testUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { LoginRoute } from './login';

const user = testUser({ credit: 7 });

function renderLogin() {
  renderScreen(
    <Routes>
      <Route path="/" element={<LoginRoute />} />
      <Route path="/dashboard" element={<p>dashboard here</p>} />
    </Routes>,
  );
  fireEvent.change(screen.getByLabelText(/^Email address/), {
    target: { value: 'Ada@Example.com ' },
  });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Str0ng-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('stores the session (tokens, flag, user, credit, onboarding) and opens the dashboard', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/auth/login/')
        ? reply(200, { access: 'a1', refresh: 'r1', user })
        : reply(200, [{ id: 'operations', hidden: true }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(await screen.findByText('dashboard here')).toBeTruthy();
    expect(getTokens()).toEqual({ access: 'a1', refresh: 'r1' });
    expect(isAuthenticated()).toBe(true);
    expect(getStoredUser()?.organization.credit).toBe(7);
    expect(document.cookie).toContain('ergo_credit=7');
    expect(document.cookie).toContain('ergo_onboarding=');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(JSON.stringify({ email: 'ada@example.com', password: 'Str0ng-pass' }));
  });

  it('shows the server message and offers a new activation mail for an inactive account', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        reply(403, {
          errors: [{ field: 'detail', message: 'Your account is not activated yet.' }],
        }),
      )
      .mockResolvedValueOnce(reply(200, { detail: 'sent' }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(await screen.findByText('Your account is not activated yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/auth/resend-activation/');
    expect(init.body).toBe(JSON.stringify({ email: 'ada@example.com' }));
    expect(isAuthenticated()).toBe(false);
  });

  it('shows the lock message of a guessed-at account and offers a password reset to get in now', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(423, { errors: [{ field: 'detail', message: 'Account is temporarily locked.' }] }),
      ),
    );
    renderLogin();
    expect(await screen.findByText('Account is temporarily locked.')).toBeTruthy();
    const hint = screen.getByTestId('login-locked-hint');
    expect(hint.textContent).toContain('Too many wrong passwords were entered for this account');
    const reset = screen.getByRole('link', { name: 'Reset your password' });
    expect(reset.getAttribute('href')).toBe('/reset-password');
    expect(isAuthenticated()).toBe(false);
  });
});
