import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from '../features/auth/routes/login';
import { RegisterRoute } from '../features/auth/routes/register';
import { renderScreen } from '../test/render';
import { AuthLayout } from './auth-layout';

function renderSignedOut(route: string) {
  renderScreen(
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="/" element={<LoginRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
      </Route>
    </Routes>,
    route,
  );
}

// The side panel with the product's headline is hidden on a phone: the one h1 of a signed-out
// screen is its form's title, so a phone's screen reader still finds what the screen is for.
describe('signed-out screens', () => {
  it.each([
    ['/', 'Welcome back'],
    ['/register', 'Create your account'],
  ])('%s has one h1, the form title', async (route, title) => {
    renderSignedOut(route);
    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([title]);
  });
});
