import { describe, expect, it } from 'vitest';
import { parseStoredResults, reba, rosa, scoreView, type StoredResults } from '../src/index';
import { storedResultsFixture } from '../src/testing';

const rosaInputs = { duration: 'MEDIUM', seat_pan_distance: 'ABOUT_7' };
const withShare = (results: StoredResults, share: number | null | undefined): StoredResults => ({
  ...results,
  video: { ...results.video, seated_share: share },
});

describe('seated work: the ROSA results warn when the video does not show a seated worker', () => {
  it('warns when the worker sat in under half of the frames that could tell', () => {
    const standing = scoreView(withShare(storedResultsFixture(rosa, rosaInputs), 0.1), 'en');
    expect(standing).toMatchObject({ seated_share: 0.1, warn_not_seated: true });
    const seated = scoreView(withShare(storedResultsFixture(rosa, rosaInputs), 0.8), 'en');
    expect(seated.warn_not_seated).toBe(false);
  });
  it('says nothing when no frame could tell, or for results analysed before it was recorded', () => {
    const unknown = scoreView(withShare(storedResultsFixture(rosa, rosaInputs), null), 'en');
    expect(unknown).toMatchObject({ seated_share: null, warn_not_seated: false });
    const older = storedResultsFixture(rosa, rosaInputs);
    expect(
      parseStoredResults(JSON.parse(JSON.stringify(older))).video.seated_share,
    ).toBeUndefined();
    expect(scoreView(older, 'en').warn_not_seated).toBe(false);
  });
  it('only a method that assesses a seated worker warns', () => {
    expect(rosa.seatedWork).toBe(true);
    expect(reba.seatedWork).toBe(false);
    const rebaResults = storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' });
    expect(scoreView(withShare(rebaResults, 0), 'en').warn_not_seated).toBe(false);
  });
});
