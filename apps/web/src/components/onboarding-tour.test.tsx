import { ONBOARDING_ITEMS } from '@ergo/contracts';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../api/client';
import { clearSession, getStoredOnboarding, setTokens } from '../browser/session';
import { renderScreen } from '../test/render';
import { useOnboardingTour } from './onboarding-tour';
import { useCurrentPageTour, type PageTour } from './tour-registry';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server keeping one user's hidden tours; records every call. */
function server(hidden: string[]) {
  const state = new Set(hidden);
  const calls: string[] = [];
  const list = () => ONBOARDING_ITEMS.map((id) => ({ id, hidden: state.has(id) }));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://x').pathname;
    calls.push(`${method} ${path}`);
    const id = /^\/api\/auth\/onboarding\/([a-z]+)\/$/.exec(path)?.[1];
    if (method === 'POST' && id) state.add(id);
    if (method === 'DELETE' && id) state.delete(id);
    if (method === 'DELETE' && !id) state.clear();
    return reply(200, list());
  });
  return { fetch, calls, state };
}

let current: PageTour | null = null;
function Screen({ ready = true }: { ready?: boolean }) {
  useOnboardingTour(
    'operations',
    [
      { title: 'Welcome', description: 'The first step.' },
      { element: '#create', title: 'Create', description: 'The button.' },
      { element: '#missing', title: 'Missing', description: 'Not on this screen.' },
    ],
    ready,
  );
  current = useCurrentPageTour();
  return (
    <button id="create" type="button">
      Create
    </button>
  );
}

const popover = () => document.querySelector('.driver-popover');

/** A page with a title, a select-like control with its own state, and a card the tour points at. */
function Page() {
  useOnboardingTour(
    'operations',
    [
      { title: 'Welcome', description: 'The first step.' },
      { element: '#sort', title: 'Sort', description: 'The control.' },
      { element: '#card', title: 'Card', description: 'The card.' },
    ],
    true,
  );
  return (
    <main>
      <h1>Operations</h1>
      <button id="sort" type="button" aria-haspopup="listbox" aria-expanded="false">
        Sort
      </button>
      <div id="card">A card</div>
    </main>
  );
}

const TOUR_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'];
const ariaOf = (element: Element | null) =>
  TOUR_ARIA.map((name) => element?.getAttribute(name) ?? null);
const nextStep = async (title: string) => {
  fireEvent.click(document.querySelector('.driver-popover-next-btn') as Element);
  await waitFor(() => expect(popover()?.textContent).toContain(title));
  // driver.js marks the element at once; its hook puts things back on the next frame
  await new Promise((resolve) => window.requestAnimationFrame(resolve));
};

describe('useOnboardingTour', () => {
  afterEach(() => {
    document.querySelector<HTMLElement>('.driver-popover-close-btn')?.click();
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    current = null;
  });

  it('shows a tour not hidden yet, skips a step with no element, and hides it once closed', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const api = server([]);
    vi.stubGlobal('fetch', api.fetch);
    renderScreen(<Screen />);
    await waitFor(() => expect(popover()?.textContent).toContain('Welcome'));
    expect(popover()?.textContent).toContain('1 of 2');
    expect(popover()?.getAttribute('role')).toBe('dialog');
    expect(document.querySelector('.driver-popover-close-btn')?.getAttribute('aria-label')).toBe(
      'Close the tour',
    );
    fireEvent.click(document.querySelector('.driver-popover-next-btn') as Element);
    await waitFor(() => expect(popover()?.textContent).toContain('Create'));
    // The last step's button ends the tour.
    expect(document.querySelector('.driver-popover-next-btn')?.textContent).toBe('Got it');
    fireEvent.click(document.querySelector('.driver-popover-next-btn') as Element);
    await waitFor(() => expect(popover()).toBeNull());
    await waitFor(() => expect(api.calls).toContain('POST /api/auth/onboarding/operations/'));
    await waitFor(() =>
      expect(getStoredOnboarding().find((item) => item.id === 'operations')?.hidden).toBe(true),
    );
  });

  it('does not show a hidden tour, until the help menu runs it again', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const api = server(['operations']);
    vi.stubGlobal('fetch', api.fetch);
    renderScreen(<Screen />);
    await waitFor(() => expect(api.calls).toContain('GET /api/auth/onboarding/'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(popover()).toBeNull();
    expect(current?.id).toBe('operations');

    act(() => current?.restart({ unhide: true }));
    expect(popover()?.textContent).toContain('Welcome');
    fireEvent.click(document.querySelector('.driver-popover-close-btn') as Element);
    await waitFor(() => expect(popover()).toBeNull());
    // Shown again, then hidden again once closed: in that order.
    await waitFor(() =>
      expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([
        'DELETE /api/auth/onboarding/operations/',
        'POST /api/auth/onboarding/operations/',
      ]),
    );
    expect(api.state.has('operations')).toBe(true);
  });

  it('leaves no ARIA attribute the element may not carry, and each element’s own as it was (issue 30)', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal('fetch', server([]).fetch);
    renderScreen(<Page />);
    await waitFor(() => expect(popover()?.textContent).toContain('Welcome'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    // A step without an element: driver.js's empty stand-in div is no button (aria-allowed-attr).
    const dummy = document.getElementById('driver-dummy-element');
    expect(dummy).toBeTruthy();
    expect(ariaOf(dummy)).toEqual([null, null, null]);
    await nextStep('Sort');
    expect(ariaOf(document.getElementById('sort'))).toEqual(['listbox', 'false', null]);
    await nextStep('Card');
    expect(ariaOf(document.getElementById('card'))).toEqual([null, null, null]);
    // The select's own state is back after the step left it (driver.js erased it).
    expect(ariaOf(document.getElementById('sort'))).toEqual(['listbox', 'false', null]);
    fireEvent.click(document.querySelector('.driver-popover-close-btn') as Element);
    await waitFor(() => expect(popover()).toBeNull());
    expect(ariaOf(document.getElementById('sort'))).toEqual(['listbox', 'false', null]);
    expect(ariaOf(document.getElementById('card'))).toEqual([null, null, null]);
  });

  it('gives the focus back to the page’s title with no focus box around it (issue 30)', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal('fetch', server([]).fetch);
    renderScreen(<Page />);
    await waitFor(() => expect(popover()?.textContent).toContain('Welcome'));
    fireEvent.click(document.querySelector('.driver-popover-close-btn') as Element);
    await waitFor(() => expect(popover()).toBeNull());
    const title = document.querySelector('main h1') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.style.outline).toBe('none');
  });

  it('offers no tour to the help menu while the screen is not ready', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal('fetch', server([]).fetch);
    renderScreen(<Screen ready={false} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(current).toBeNull();
    expect(popover()).toBeNull();
  });
});
