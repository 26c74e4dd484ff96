import type { ScoreDocument } from '@ergo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { PeopleCard } from './people-card';

type People = NonNullable<ScoreDocument['people']>;

const people: People = {
  sampled_fps: 2,
  worker: 2,
  chosen_by: 'default',
  tracks: [
    {
      id: 1,
      samples: [
        { time: 0, box: [500, 50, 700, 450], score: 0.6 },
        { time: 0.5, box: [500, 50, 700, 450], score: 0.6 },
      ],
    },
    {
      id: 2,
      samples: [
        { time: 0.5, box: [1300, 540, 1500, 940], score: 0.6 },
        { time: 1, box: [1200, 540, 1400, 940], score: 0.6 },
      ],
    },
  ],
  gaps: [{ from: 0, to: 0.4, reason: 'absent' }],
};

describe('the people card', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('says who is assessed and why frames are unscored, and posts the person picked', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: JSON.parse(typeof init.body === 'string' ? init.body : '{}') });
        return new Response(JSON.stringify({ error: 'x' }), { status: 500 });
      }),
    );
    const onSeek = vi.fn();
    renderScreen(
      <PeopleCard
        type="reba"
        id="a1"
        people={people}
        videoSize={{ width: 1768, height: 994 }}
        videoSrc="/video.mp4"
        onSeek={onSeek}
      />,
    );
    const card = screen.getByTestId('people-card');
    expect(card.textContent).toContain('2 people were seen.');
    expect(card.textContent).toContain('person 2, chosen as the person present longest');
    expect(screen.getByTestId('people-gaps').textContent).toContain('the person is not in view');
    fireEvent.click(screen.getByRole('button', { name: /Go to/ }));
    expect(onSeek).toHaveBeenCalledWith(0);

    fireEvent.click(screen.getByTestId('choose-person'));
    const analyse = await screen.findByTestId('analyse-person');
    expect(analyse.hasAttribute('disabled')).toBe(true);
    // it opens on 0:00.5, where both people are in view; person 1's box is a button, and pressing
    // it by keyboard picks the box's centre
    fireEvent.click(screen.getByTestId('person-box-1'));
    expect(analyse.hasAttribute('disabled')).toBe(false);
    expect(analyse.textContent).toBe('Analyse person 1');
    fireEvent.click(analyse);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      url: expect.stringContaining('/operation/reba/a1/worker/'),
      body: { time: 0.5, x: 600, y: 250 },
    });
  });

  it('is not shown for a video with one person and nothing left out', () => {
    renderScreen(
      <PeopleCard
        type="reba"
        id="a1"
        people={{ ...people, tracks: people.tracks.slice(0, 1), gaps: [] }}
        videoSize={{ width: 1768, height: 994 }}
        videoSrc={null}
        onSeek={() => undefined}
      />,
    );
    expect(screen.queryByTestId('people-card')).toBeNull();
  });
});
