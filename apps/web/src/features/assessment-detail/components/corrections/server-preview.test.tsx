import { reba } from '@ergo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../../api/client';
import { i18n } from '../../../../i18n';
import { clearSession, setTokens } from '../../../../browser/session';
import { renderScreen } from '../../../../test/render';
import { useCorrections } from '../../hooks/use-corrections';
import { previewAnswer, withPreviewRoute } from '../../testing/preview-answer';
import { detailServer, servedAssessment } from '../../testing/served-assessment';
import { CorrectionsPanel } from './corrections-panel';

// A REBA assessment of the squat frames (final score 7), its documents made as the API makes them.
const served = servedAssessment(reba, {
  load: 'BETWEEN_5_AND_10',
  coupling: 'FAIR',
  shock: false,
  activity: ['STATIC_POSTURE'],
});

/*
 * Issue 30, item 2: the browser re-scored the final frame alone, and saving took another frame of
 * the held posture (the other arm there) whose score stayed high. The server's answer says so.
 */
const moved = previewAnswer(served, {
  score: 11,
  risk_level: 'very_high',
  heat_level: 'very_high',
  action_level: 4,
  representative_time: 11.2,
  overridden: [{ key: 'trunk_flexion', measured: 28.1, corrected: 0 }],
  moves: {
    from: { time: 11, score: 7, risk_level: 'medium', arm: 'left', knee: 'right' },
    to: { time: 11.2, score: 11, risk_level: 'very_high', arm: 'right', knee: 'right' },
  },
});

/** The corrections card with its hook, as the detail page wires them, over the fake API. */
function Panel() {
  const corrections = useCorrections(served.assessment, reba, served.documents.score);
  return (
    <CorrectionsPanel method={reba} result={served.documents.score} corrections={corrections} />
  );
}

const editTrunk = async (degrees: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name: 'Override for Trunk flexion' }), {
    target: { value: degrees },
  });

describe('the preview of a correction', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it("shows the server's answer, and says before saving that saving moves the final posture", async () => {
    const api = withPreviewRoute(served, detailServer(served), moved, true);
    vi.stubGlobal('fetch', api.fetch);
    renderScreen(<Panel />);
    await editTrunk('0');

    // The server is asked with the body saving sends; saving waits for its answer.
    await waitFor(() => expect(api.asked).toEqual([{ angle_overrides: { trunk_flexion: 0 } }]));
    const status = screen.getByTestId('preview-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('Recomputing the preview over the whole video');
    expect(screen.getByTestId('save-corrections')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('preview-score')).toBeNull();

    api.release();
    // The score shown is the server's (the browser's re-scored frame said less than 7).
    expect((await screen.findByTestId('preview-score')).textContent).toBe('11');
    expect(screen.getByTestId('save-corrections')).toHaveProperty('disabled', false);

    // The move, in words, inside the live region, before the user saves.
    const move = screen.getByTestId('posture-move');
    expect(status.contains(move)).toBe(true);
    expect(move.getAttribute('role')).toBe('none');
    expect(move.textContent).toContain(
      'Saving moves the final posture from 0:11.0 (left arm) to 0:11.2 (right arm), which then sets the score: 11 · Very high risk.',
    );
    expect(screen.getByTestId('measured-there').textContent).toBe(
      'Measured there: Trunk flexion 28.1°.',
    );

    await i18n.changeLanguage('tr');
    await waitFor(() =>
      expect(screen.getByTestId('posture-move').textContent).toContain(
        'Kaydettiğinizde son duruş 0:11,0 (sol kol) anından 0:11,2 (sağ kol) anına kayar; puanı bu duruş belirler: 11 · Çok yüksek risk.',
      ),
    );
    expect(screen.getByTestId('measured-there').textContent).toBe(
      'Orada ölçülen: Gövde fleksiyonu 28,1°.',
    );
  });

  it('says when saving scores the other arm in the same frame, and says nothing of a move otherwise', async () => {
    const sideOnly = previewAnswer(served, {
      moves: {
        from: { time: 1.4, score: 7, risk_level: 'medium', arm: 'right', knee: 'left' },
        to: { time: 1.4, score: 7, risk_level: 'medium', arm: 'left', knee: 'left' },
      },
    });
    vi.stubGlobal('fetch', withPreviewRoute(served, detailServer(served), sideOnly).fetch);
    renderScreen(<Panel />);
    await editTrunk('10');
    expect((await screen.findByTestId('posture-move')).textContent).toContain(
      'Saving scores the final posture at 0:01.4 on the other side, left arm instead of right arm, which then sets the score: 7 · Medium risk.',
    );
    vi.stubGlobal(
      'fetch',
      withPreviewRoute(served, detailServer(served), previewAnswer(served, { score: 5 })).fetch,
    );
    await editTrunk('20');
    await waitFor(() =>
      expect(screen.getByTestId('preview-status').textContent).toContain(
        'Preview: with these corrections the score is 5 · Medium risk.',
      ),
    );
    expect(screen.queryByTestId('posture-move')).toBeNull();
  });
});
