import { reba, rosa, type ScoreDocument } from '@ergo/contracts';
import { servedDocumentsFixture, storedResultsFixture } from '@ergo/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { AngleCorrections } from './corrections/angle-corrections';
import { ScoreSummary } from './score-summary';

const rosaScore = (share: number | null): ScoreDocument => {
  const stored = storedResultsFixture(rosa, { duration: 'MEDIUM', seat_pan_distance: 'ABOUT_7' });
  return servedDocumentsFixture({ ...stored, video: { ...stored.video, seated_share: share } })
    .score;
};

const summary = (result: ScoreDocument, method = rosa) =>
  renderScreen(<ScoreSummary method={method} result={result} preview={null} onSeek={() => {}} />);

describe('score summary: seated work and how the angles were read', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('ROSA says the video does not show a seated worker when the worker mostly stood', () => {
    summary(rosaScore(0.2));
    const warning = screen.getByTestId('seated-warning');
    expect(warning.textContent).toContain('The video does not show a seated worker');
    expect(warning.textContent).toContain('20%');
  });

  it('writes the share with Intl, the percent sign where Turkish puts it (%20, not 20%)', async () => {
    await i18n.changeLanguage('tr');
    summary(rosaScore(0.2));
    const warning = screen.getByTestId('seated-warning').textContent ?? '';
    expect(warning).toContain('karelerin %20 kadarında');
    expect(warning).not.toContain('20%');
  });

  it('no warning for a seated worker, or when the video could not tell', () => {
    summary(rosaScore(0.9));
    expect(screen.queryByTestId('seated-warning')).toBeNull();
  });

  it('lists the angles seen with low confidence', () => {
    const score = servedDocumentsFixture(
      storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
    ).score;
    const trunk = score.measured.trunk;
    if (!trunk) throw new Error('fixture');
    const unsure: ScoreDocument = {
      ...score,
      measured: { ...score.measured, trunk: { ...trunk, lowConfidence: true } },
    };
    summary(unsure, reba);
    expect(screen.getByTestId('low-confidence-items').textContent).toContain('Trunk flexion');
  });

  it('marks each corrected angle as read in 3D or 2D, with low confidence, or from a nearby frame', () => {
    const score = servedDocumentsFixture(
      storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
    ).score;
    const trunk = score.measured.trunk;
    const neck = score.measured.neck;
    if (!trunk || !neck) throw new Error('fixture');
    const read: ScoreDocument = {
      ...score,
      measured: {
        ...score.measured,
        trunk: { ...trunk, from2d: true, lowConfidence: true },
        neck: { ...neck, filled: true },
      },
    };
    renderScreen(<AngleCorrections result={read} saved={{}} draft={{}} onDraft={() => {}} />);
    const trunkRow = within(screen.getByTestId('angle-row-trunk_flexion'));
    expect(trunkRow.getByTestId('reading-2d').textContent).toBe('2D');
    expect(trunkRow.getByTestId('reading-low').textContent).toBe('Low confidence');
    const neckRow = within(screen.getByTestId('angle-row-neck_flexion'));
    expect(neckRow.getByTestId('reading-3d').textContent).toBe('3D');
    expect(neckRow.getByTestId('reading-filled').textContent).toBe('Nearby frame');
  });

  it('marks an angle read from body proportions, in English and Turkish', async () => {
    const score = servedDocumentsFixture(
      storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
    ).score;
    const trunk = score.measured.trunk;
    if (!trunk) throw new Error('fixture');
    const read: ScoreDocument = {
      ...score,
      measured: { ...score.measured, trunk: { ...trunk, fromProportions: true } },
    };
    renderScreen(<AngleCorrections result={read} saved={{}} draft={{}} onDraft={() => {}} />);
    const trunkRow = () => within(screen.getByTestId('angle-row-trunk_flexion'));
    expect(trunkRow().getByTestId('reading-proportions').textContent).toBe('Proportions');
    expect(trunkRow().queryByTestId('reading-3d')).toBeNull();
    await i18n.changeLanguage('tr');
    await waitFor(() =>
      expect(trunkRow().getByTestId('reading-proportions').textContent).toBe('Oranlar'),
    );
  });
});

describe('score summary: a score from too little of the video (issue 30)', () => {
  const rebaScore = () =>
    servedDocumentsFixture(storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }))
      .score;

  it('claims no risk level and no action level, only "not enough measured"', () => {
    const score = rebaScore();
    summary({ ...score, coverage: { ...score.coverage, sufficient: false } }, reba);
    const card = screen.getByTestId('score-summary');
    expect(within(card).getByTestId('not-a-finding').textContent).toBe('Not enough measured');
    expect(card.textContent).toContain('no risk level or action level is given');
    expect(card.textContent).not.toMatch(/Action level \d/);
    expect(card.textContent).not.toMatch(/(Negligible|Low|Medium|High|Very high) risk/);
  });

  it('shows the level and the action as before when enough was measured', () => {
    const score = rebaScore();
    expect(score.coverage.sufficient).toBe(true);
    summary(score, reba);
    expect(screen.queryByTestId('not-a-finding')).toBeNull();
    expect(screen.getByTestId('score-summary').textContent).toMatch(/Action level \d/);
  });
});
