import { stringify } from 'csv-stringify/sync';
import { exportFileName, findMethod, frameKey } from '@ergo/contracts';
import { storedPostures } from '@ergo/analysis';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type FramePosture,
  type MeasuredValue,
} from '@ergo/ergonomics';
import { loadStoredResults } from '@ergo/db';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import type { AssessmentAddress } from '../assessments/address';

/** Every angle channel in a fixed order: the axial motions, then each sided one left and right. */
const CHANNELS: readonly { key: string; read: (frame: FramePosture) => MeasuredValue | null }[] = [
  ...AXIAL_ANGLE_KEYS.map((motion) => ({
    key: motion,
    read: (frame: FramePosture) => frame.axial[motion] ?? null,
  })),
  ...SIDED_ANGLE_KEYS.flatMap((motion) =>
    (['left', 'right'] as const).map((side) => ({
      key: `${side}_${motion}`,
      read: (frame: FramePosture) => frame[side][motion] ?? null,
    })),
  ),
];

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Where the camera's reading of an angle came from, as the CSV's `<angle>_source` names it. */
export const readingSource = (measured: MeasuredValue): 'proportions' | '2d' | '3d' =>
  measured.fromProportions === true ? 'proportions' : measured.from2d === true ? '2d' : '3d';

/**
 * GET /operation/{type}/{id}/frames.csv: the per-frame timeline of an analysed video, for the
 * ergonomist's own analysis. One row per analysed frame: its time, whether the worker was found,
 * the frame score and band, each body part's score, and every angle with its confidence and where
 * it came from (`3d`, `2d` when only the image plane was usable, `proportions` when read from the
 * segment's length in the picture against body proportions, `corrected` when the ergonomist
 * set it, in that frame or in the final posture held there); `corrected` lists the angles
 * corrected in that frame. Machine-readable on purpose: column names are stable codes and numbers
 * use a decimal point, whatever the language.
 */
export async function framesCsv(
  ctx: Pick<AppContext, 'db' | 'files'>,
  caller: Caller,
  at: AssessmentAddress,
): Promise<{ csv: string; filename: string }> {
  const { row } = await findAssessment(ctx.db, caller, at);
  const scope = { orgId: caller.orgId, assessmentId: row.id };
  const method = findMethod(row.type);
  const results = method ? await loadStoredResults(ctx.db, scope) : null;
  const postures = results ? await storedPostures(ctx.db, ctx.files, scope) : null;
  if (!results || !postures) throw new AppError(409, 'exports.no_timeline');

  const parts = Object.keys(results.series.body_parts);
  const channels = CHANNELS.filter((channel) =>
    postures.frames.some((frame) => channel.read(frame) !== null),
  );
  const byTime = new Map(postures.frames.map((frame) => [frameKey(frame.time), frame]));
  const header = [
    'time_s',
    'person_found',
    'score',
    'risk_level',
    ...parts.map((part) => `${part}_score`),
    ...channels.flatMap(({ key }) => [`${key}_deg`, `${key}_confidence`, `${key}_source`]),
    'corrected',
  ];
  // the final posture's corrections reach every frame where it was held (results since they do)
  const held = results.score.corrected_frames;
  const inHeldPosture = (time: number) =>
    held !== undefined && time >= held.start - 1e-6 && time <= held.end + 1e-6;
  const rows = results.series.time.map((time, index) => {
    const frame = byTime.get(frameKey(time));
    const corrected = {
      ...(inHeldPosture(time) ? row.angleOverrides : {}),
      ...row.frameOverrides[frameKey(time)],
    };
    const angles = channels.flatMap(({ key, read }) => {
      const measured = frame ? read(frame) : null;
      // the series holds the angles as scored, a frame's corrections included
      const value = results.series.angles[key]?.[index] ?? null;
      const source = key in corrected ? 'corrected' : measured ? readingSource(measured) : '';
      return [
        value === null ? '' : round(value, 1),
        measured ? round(measured.confidence, 3) : '',
        source,
      ];
    });
    return [
      round(time, 3),
      frame?.personFound ? 1 : 0,
      results.series.score[index] ?? '',
      results.series.risk[index] ?? '',
      ...parts.map((part) => results.series.body_parts[part]?.[index] ?? ''),
      ...angles,
      Object.keys(corrected).sort().join(' '),
    ];
  });
  return {
    csv: stringify([header, ...rows]),
    filename: exportFileName(
      { type: row.type, created_at: row.createdAt.toISOString() },
      row.name,
      '-frames.csv',
    ),
  };
}
