import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { jsonReply as reply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { ActivateRoute } from './activate';

function renderActivate() {
  renderScreen(
    <Routes>
      <Route path="/activate/:uid/:token" element={<ActivateRoute />} />
    </Routes>,
    '/activate/dWlk/the-token',
  );
}

describe('activation page (the mailed link)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says the account is active on the first click', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { detail: 'ok', status: 'activated' })),
    );
    renderActivate();
    expect(await screen.findByText('Your account is active')).toBeTruthy();
  });

  it('says a link opened again belongs to an active account and offers sign-in, not a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { detail: 'ok', status: 'already_active' })),
    );
    renderActivate();
    expect(await screen.findByText('Your account is already active')).toBeTruthy();
    expect(screen.queryByText('Activation failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/');
  });

  it('says it in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { detail: 'ok', status: 'already_active' })),
    );
    renderActivate();
    expect(await screen.findByText('Hesabınız zaten etkin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/');
  });
});
