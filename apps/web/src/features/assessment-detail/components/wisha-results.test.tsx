import { wisha } from '@ergo/contracts';
import { servedDocumentsFixture, storedResultsFixture } from '@ergo/contracts/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { WishaResults } from './wisha-results';

const lift = servedDocumentsFixture(
  storedResultsFixture(wisha, {
    load_weight: 12,
    lifting_frequency: '2_3',
    shift_duration: 'more_than_hour',
    grip_quality: 'MODERATE',
    work_environment: 'SLIPPERY',
  }),
).score;

describe('WISHA results: the overall risk', () => {
  it('gives the risk level when enough of the video was measured', () => {
    expect(lift.coverage.sufficient).toBe(true);
    renderScreen(<WishaResults result={lift} />);
    expect(within(screen.getByTestId('wisha-risk')).queryByTestId('not-a-finding')).toBeNull();
  });

  it('says "Not enough measured" instead of a level from too little of the video (issue 30)', () => {
    renderScreen(
      <WishaResults result={{ ...lift, coverage: { ...lift.coverage, sufficient: false } }} />,
    );
    const risk = screen.getByTestId('wisha-risk');
    expect(within(risk).getByTestId('not-a-finding').textContent).toBe('Not enough measured');
    expect(risk.textContent).not.toMatch(/Negligible|Low|Medium|High/);
  });
});
