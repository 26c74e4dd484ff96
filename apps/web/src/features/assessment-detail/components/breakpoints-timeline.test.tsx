import type { ServedBreakpoint } from '@ergo/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { BreakpointsTimeline } from './breakpoints-timeline';

const breakpoint: ServedBreakpoint = {
  time: 7.4,
  index: 74,
  from: 'low',
  to: 'high',
  score: 9,
  from_level: 'low',
  to_level: 'high',
  thumbnail: 'thumb-7.4.jpg',
};

function renderTimeline() {
  renderScreen(
    <BreakpointsTimeline
      type="reba"
      id="a1"
      breakpoints={[breakpoint]}
      duration={12}
      currentTime={0}
      onSeek={() => {}}
    />,
  );
}

describe('breakpoint thumbnails', () => {
  beforeEach(() => {
    setTokens({ access: 'a1', refresh: 'r1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } })),
    );
    // jsdom has no object URLs
    URL.createObjectURL = () => 'blob:thumb';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('name the moment with the locale’s decimal and unit, never “7,4. saniyedeki”', async () => {
    await i18n.changeLanguage('tr');
    renderTimeline();
    expect((await screen.findByRole('img')).getAttribute('alt')).toBe('Duruş: 7,4 sn');
  });

  it('in English', async () => {
    renderTimeline();
    expect((await screen.findByRole('img')).getAttribute('alt')).toBe('Posture at 7.4 s');
  });
});
