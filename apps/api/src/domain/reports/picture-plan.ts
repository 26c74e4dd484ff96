import type { StoredResults } from '@ergo/contracts';
import { bySeverity } from '@ergo/ergonomics';

type Breakpoint = StoredResults['breakpoints'][number];

/** A stored thumbnail as the report needs it (thumbnailFiles: its file id, role and time). */
export interface StoredPicture {
  id: string;
  role: string;
  time: number;
}

/** A posture behind the score: the final posture, the peak, or both when they are one frame. */
export interface KeyPosture {
  role: 'final' | 'peak' | 'final_and_peak';
  time: number;
  score: number | null;
  risk: string | null;
  /** its picture; its time differs from the posture's when it is of the same held posture */
  picture: { id: string; time: number } | null;
}

/** What was changed after the pictures were taken (the assessment's corrections). */
export interface Corrections {
  /** results recomputed since the analysis (a correction or a changed input) */
  recomputed: boolean;
  /** times of the frames corrected one by one */
  frameTimes: readonly number[];
}

/** Which pictures the report shows, and what it must say about them so that none misleads. */
export interface PicturePlan {
  keyPostures: KeyPosture[];
  /** a key posture's picture is of a corrected frame: it shows the posture as measured */
  asMeasured: boolean;
  /** the final posture has no picture because the results were recomputed after the analysis */
  recomputedWithoutPicture: boolean;
  /** the risk changes with a picture, the highest risk first (then the earliest) */
  pictured: { point: Breakpoint; pictureId: string }[];
  /** the other risk changes, in time order */
  listed: Breakpoint[];
}

const sameTime = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The report's pictures, from the results and the thumbnails the analysis stored. A moment's
 * picture is the one taken at its time, whatever its role (one picture per frame). The final
 * posture always has its card: when a recompute (a correction, a changed input) moved it to a frame
 * the analysis did not picture, the analysis' final picture still serves if it lies in the same
 * held posture (the frames the correction applies to), and otherwise the card says there is none.
 * The peak has its card when it has a picture (analyses stored before the peak was pictured have
 * none, and a report says nothing it cannot show). A picture always shows the skeleton the camera
 * measured: where the frame's angles were corrected, the report says so.
 */
export function picturePlan(
  results: StoredResults,
  pictures: readonly StoredPicture[],
  corrections: Corrections,
): PicturePlan {
  const at = (time: number) => pictures.find((picture) => sameTime(picture.time, time)) ?? null;
  const { score } = results;
  const held = score.corrected_frames;
  // results corrected before the corrections reached the held posture corrected its one frame
  const heldCorrected = (time: number) =>
    (score.overridden?.length ?? 0) > 0 &&
    (held
      ? time >= held.start - 1e-6 && time <= held.end + 1e-6
      : sameTime(time, score.representative_time));
  const corrected = (time: number) =>
    heldCorrected(time) || corrections.frameTimes.some((frame) => sameTime(frame, time));
  const heldPicture = held
    ? pictures.find(
        (p) => p.role === 'final' && p.time >= held.start - 1e-6 && p.time <= held.end + 1e-6,
      )
    : undefined;
  const finalPicture = at(score.representative_time) ?? heldPicture ?? null;
  const riskAt = (time: number) =>
    results.series.risk[results.series.time.findIndex((t) => sameTime(t, time))] ?? null;
  const picture = (found: StoredPicture | null) =>
    found ? { id: found.id, time: found.time } : null;

  const onePosture = sameTime(score.peak.time, score.representative_time);
  const keyPostures: KeyPosture[] = [
    {
      role: onePosture ? 'final_and_peak' : 'final',
      time: score.representative_time,
      score: score.score,
      risk: score.risk_level,
      picture: picture(finalPicture),
    },
  ];
  const peakPicture = onePosture ? null : at(score.peak.time);
  if (peakPicture)
    keyPostures.push({
      role: 'peak',
      time: score.peak.time,
      score: score.peak.score,
      risk: riskAt(score.peak.time),
      picture: picture(peakPicture),
    });

  const pictured = bySeverity(results.breakpoints).flatMap((point) => {
    const found = at(point.time);
    return found ? [{ point, pictureId: found.id }] : [];
  });
  return {
    keyPostures,
    asMeasured: keyPostures.some(({ picture }) => picture !== null && corrected(picture.time)),
    recomputedWithoutPicture: corrections.recomputed && finalPicture === null,
    pictured,
    listed: results.breakpoints.filter((point) => at(point.time) === null),
  };
}
