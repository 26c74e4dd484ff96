import { ONBOARDING_ITEMS } from '@ergo/contracts';
import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../api/client';
import { clearSession, getStoredOnboarding, setTokens, storeOnboarding } from '../browser/session';
import { renderScreen } from '../test/render';
import { HelpMenu } from './help-menu';
import { registerPageTour } from './tour-registry';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
}

describe('help menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearSession();
    resetClientState();
  });

  it("offers this page's tour only when the page has one, and runs it again at once", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return reply(
          200,
          ONBOARDING_ITEMS.map((id) => ({ id, hidden: false })),
        );
      }),
    );
    renderScreen(<HelpMenu />);
    openMenu();
    const none = await screen.findByRole('menuitem', { name: 'This page has no tour' });
    expect(none.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Resource Centre' }).getAttribute('href')).toBe(
      '/resources',
    );

    const restart = vi.fn();
    let unregister = () => {};
    act(() => {
      unregister = registerPageTour({ id: 'operations', restart });
    });
    const item = await screen.findByRole('menuitem', { name: 'Show the tour of this page' });
    fireEvent.click(item);
    await waitFor(() => expect(restart).toHaveBeenCalledWith({ unhide: true }));
    act(() => unregister());
    expect(calls).toEqual([]);
  });

  it('shows every tour again: DELETE /auth/onboarding/, the stored list kept in step', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    storeOnboarding(ONBOARDING_ITEMS.map((id) => ({ id, hidden: true })));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return reply(
          200,
          ONBOARDING_ITEMS.map((id) => ({ id, hidden: false })),
        );
      }),
    );
    const restart = vi.fn();
    const unregister = registerPageTour({ id: 'tasks', restart });
    renderScreen(
      <>
        <Notifications />
        <HelpMenu />
      </>,
    );
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Show all tours again' }));
    expect(
      await screen.findByText('Every tour will show again the next time you open its page.'),
    ).toBeTruthy();
    expect(calls).toEqual([expect.stringMatching(/^DELETE .*\/auth\/onboarding\/$/)]);
    expect(getStoredOnboarding().every((item) => !item.hidden)).toBe(true);
    // This page's own tour starts at once, without asking the server again.
    await waitFor(() => expect(restart).toHaveBeenCalledWith({ unhide: false }));
    unregister();
  });
});
