import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { jsonReply as reply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { UnlockRoute } from './unlock';

function renderUnlock() {
  renderScreen(
    <Routes>
      <Route path="/unlock/:uid/:token" element={<UnlockRoute />} />
    </Routes>,
    '/unlock/dWlk/the-token',
  );
}

describe('unlock page (the mailed link)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sends the link once and says the owner can log in now', async () => {
    const fetchMock = vi.fn(async () => reply(200, { detail: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    renderUnlock();
    expect(await screen.findByText('Your account is unlocked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/unlock/');
    expect(init.body).toBe(JSON.stringify({ uid: 'dWlk', token: 'the-token' }));
  });

  it('shows the server message of a used or expired link, in Turkish too, with a way in', async () => {
    await i18n.changeLanguage('tr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(400, {
          errors: [{ field: 'detail', message: 'Bu bağlantı geçersiz veya süresi dolmuş.' }],
        }),
      ),
    );
    renderUnlock();
    expect(await screen.findByText('Kilit açılamadı')).toBeTruthy();
    expect(screen.getByText('Bu bağlantı geçersiz veya süresi dolmuş.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });
});
