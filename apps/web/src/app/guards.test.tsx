import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setTokens } from '../browser/session';
import { renderScreen } from '../test/render';
import { RedirectIfAuthenticated, RequireAuth } from './guards';

function routes() {
  return (
    <Routes>
      <Route element={<RedirectIfAuthenticated />}>
        <Route path="/" element={<p>login page</p>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/settings" element={<p>settings page</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Route>
    </Routes>
  );
}

describe('route guards', () => {
  afterEach(() => clearSession());

  it('without tokens a signed-in area sends the user to the root page', async () => {
    renderScreen(routes(), '/settings');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('with tokens the area opens, and the root page moves on to the dashboard', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    renderScreen(routes(), '/settings');
    expect(await screen.findByText('settings page')).toBeTruthy();
    clearSession();
    setTokens({ access: 'a', refresh: 'r' });
    renderScreen(routes(), '/');
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('clearing the session while signed in leaves the area', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    renderScreen(routes(), '/dashboard');
    await screen.findByText('dashboard page');
    clearSession();
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
