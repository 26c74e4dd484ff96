import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { RegisterRoute } from './register';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('register screen', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the SPEC §5 messages and sends nothing while the form is invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<RegisterRoute />);
    fill(/^Email address/, 'nope');
    fill(/^Password/, 'short');
    fill(/^Confirm password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-translates visible errors on a language switch', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderScreen(<RegisterRoute />);
    fill(/^Email address/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Please enter a valid email address');
    await i18n.changeLanguage('tr');
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin')).toBeTruthy();
  });

  it('puts server field errors under their input and shows the done screen on success', async () => {
    const weak = 'This password is too common. Please choose a less predictable one';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ errors: [{ field: 'password', message: weak }] }), {
          status: 400,
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'ok' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<RegisterRoute />);
    fill(/^First name/, 'Ada');
    fill(/^Last name/, 'Lovelace');
    fill(/^Email address/, 'ada@example.com');
    fill(/^Organization name/, 'Acme');
    fill(/^Password/, 'Str0ng-pass');
    fill(/^Confirm password/, 'Str0ng-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(weak)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'ada@example.com',
      organization: 'Acme',
      language: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByText('Check your inbox')).toBeTruthy());
    // The same words whether or not the address already had an account (the server answers both alike).
    expect(
      screen.getByText(
        'We sent an email to ada@example.com with the next step: the link to activate your new account or, if this address already has an account, how to log in.',
      ),
    ).toBeTruthy();
  });
});
