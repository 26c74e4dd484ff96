import { reba, type ScoreDocument } from '@ergo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { detailServer, reply, servedAssessment } from '../testing/served-assessment';
import { ConfirmReadings, valueInBox } from './confirm-readings';

const served = servedAssessment(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' });

/** REBA's upper-arm boxes, as the scorer finds them (packages/ergonomics confirm.ts). */
const ARM: ScoreDocument['to_confirm'][number] = {
  key: 'left_upper_arm_flexion',
  motion: 'upper_arm_flexion',
  side: 'left',
  part: 'upper_arm',
  measured: 52,
  from2d: false,
  lowConfidence: true,
  influence: { low: 6, high: 9 },
  boxes: [
    { from: null, to: -20, part_score: 2 },
    { from: -20, to: 20, part_score: 1 },
    { from: 20, to: 45, part_score: 2 },
    { from: 45, to: 90, part_score: 3 },
    { from: 90, to: null, part_score: 4 },
  ],
};

const score: ScoreDocument = {
  ...served.documents.score,
  representative_time: 7.4,
  to_confirm: [ARM],
};

describe('confirm what the camera could not see (issue 31, item 6)', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('saves a box as an angle: the measured one confirms the reading, another its middle', () => {
    expect(valueInBox({ from: 45, to: 90, part_score: 3 }, 52)).toBe(52);
    expect(valueInBox({ from: 20, to: 45, part_score: 2 }, 52)).toBe(32.5);
    expect(valueInBox({ from: 90, to: null, part_score: 4 }, 52)).toBe(105);
    expect(valueInBox({ from: null, to: -20, part_score: 2 }, 52)).toBe(-35);
  });

  it('lists the reading with the method’s boxes as labelled radios, and saves the choice as a correction', async () => {
    const sent: unknown[] = [];
    const api = detailServer(served, {}, (url, init) => {
      if (url.endsWith('/update/') && init?.method === 'PATCH') {
        sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
        return reply(200, served.assessment);
      }
      return null;
    });
    vi.stubGlobal('fetch', api);
    renderScreen(<ConfirmReadings type="reba" id={served.assessment.id} result={score} />);
    const card = screen.getByTestId('confirm-readings');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(
      'Confirm what the camera could not see',
    );
    const group = within(card).getByRole('radiogroup', {
      name: 'Upper arm flexion (left) at 0:07.4: measured 52°',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(card.textContent).toContain('measured here');
    expect(card.textContent).toContain('Low confidence');
    const save = within(card).getByRole('button', { name: 'Confirm Upper arm flexion (left)' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(group).getByRole('radio', { name: /^over 90°/ }));
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ angle_overrides: { left_upper_arm_flexion: 105 } });
  });

  it('reads in Turkish', async () => {
    await i18n.changeLanguage('tr');
    vi.stubGlobal('fetch', detailServer(served));
    renderScreen(<ConfirmReadings type="reba" id={served.assessment.id} result={score} />);
    const card = screen.getByTestId('confirm-readings');
    expect(card.textContent).toContain('Kameranın göremediğini onaylayın');
    expect(card.textContent).toContain('45° ile 90° arası');
    expect(card.textContent).toContain('burada ölçüldü');
  });

  it('shows nothing when no reading moves the score', () => {
    vi.stubGlobal('fetch', detailServer(served));
    renderScreen(
      <ConfirmReadings
        type="reba"
        id={served.assessment.id}
        result={{ ...score, to_confirm: [] }}
      />,
    );
    expect(screen.queryByTestId('confirm-readings')).toBeNull();
  });
});
