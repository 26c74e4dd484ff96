import { coverageOf } from '@ergo/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RiskBadge } from '../../../components/risk-badge';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { CoverageNotice } from './coverage-notice';

const coverage = (total: number, scored: number, fps: number, duration: number) =>
  coverageOf({
    frames: { total, scored, unscorable: total - scored, unscorable_reasons: {} },
    sampled_fps: fps,
    video: { duration_seconds: duration } as Parameters<typeof coverageOf>[0]['video'],
  });

describe('too little of the video measured', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says so above the results: how much, why it is not enough, what to do', () => {
    // issue 30: "1 · Negligible, action level 0, no action necessary" from 6 of 65 frames
    renderScreen(<CoverageNotice coverage={coverage(65, 6, 5, 13)} />);
    const notice = screen.getByTestId('coverage-notice');
    expect(notice.textContent).toContain('Not enough of the video could be measured');
    expect(notice.textContent).toContain('Frames measured: 6 of 65 (1.2 s of 13 s).');
    expect(notice.textContent).toContain('Less than 2 s of the work was measured.');
    expect(notice.textContent).toContain('This score is not a finding');
    expect(notice.textContent).toContain('at least a third of the picture');
  });

  it('in Turkish, with the reader’s decimal comma', async () => {
    await i18n.changeLanguage('tr');
    renderScreen(<CoverageNotice coverage={coverage(10, 10, 10, 1)} />);
    const notice = screen.getByTestId('coverage-notice').textContent ?? '';
    expect(notice).toContain('Videonun yeterli bölümü ölçülemedi');
    expect(notice).toContain('Klip 3 sn');
    expect(notice).not.toContain('{{');
  });

  it('says nothing when the video was measured enough', () => {
    renderScreen(<CoverageNotice coverage={coverage(65, 65, 5, 13)} />);
    expect(screen.queryByTestId('coverage-notice')).toBeNull();
  });

  it('the lists show "Not enough measured", never a risk level, for such a score', () => {
    renderScreen(<RiskBadge score={1} risk="negligible" type="reba" coverageSufficient={false} />);
    expect(screen.getByText('Not enough measured')).toBeTruthy();
    expect(screen.queryByText(/Negligible/)).toBeNull();
  });
});
