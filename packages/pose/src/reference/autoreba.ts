import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  rebaTableA,
  rebaTableB,
  rebaTableC,
  type RebaBodyPartScores,
  type RebaTaskInputs,
} from '@ergo/ergonomics';

/**
 * The AutoREBA ground truth (shared/data/autoreba/reba-ground-truth.csv): real lifting tasks filmed
 * from two cameras, each moment scored by hand with REBA, per view. Only the real-camera views are
 * kept ('Cem' side/oblique, 'Jessica' front); 'Motive' is a render of the motion-capture skeleton.
 */
export type AutoRebaView = 'Cem' | 'Jessica';

/** The experts' part scores, under the names the product's REBA result uses. */
export type ExpertParts = RebaBodyPartScores;

export interface AutoRebaRow {
  take: string;
  /** the moment within the take; the two views of one moment share it */
  moment: string;
  view: AutoRebaView;
  description: string;
  /** seconds into this view's own video (the still is that moment) */
  time: number;
  /** absolute path of the still */
  still: string;
  parts: ExpertParts;
  /** the REBA total the experts wrote */
  written: number;
  /** the total REBA's tables give for the experts' own part scores (nine rows differ: look-up slips) */
  fromTables: number;
  /** the experts' load, coupling and activity, as the product's task inputs */
  inputs: RebaTaskInputs;
}

const LOAD_BY_SCORE = ['LESS_THAN_5', 'BETWEEN_5_AND_10', 'GREATER_THAN_10'] as const;

function int(row: Record<string, string>, column: string): number {
  const v = Number(row[column]);
  if (!Number.isInteger(v)) throw new Error(`AutoREBA: column ${column} is not an integer`);
  return v;
}

function seconds(row: Record<string, string>): number {
  const v = Number(row.time_s);
  if (!(row.time_s && Number.isFinite(v) && v >= 0))
    throw new Error('AutoREBA: column time_s is not a time');
  return v;
}

/** The task inputs a user would state for this moment, from the experts' own item scores. */
function inputsOf(row: Record<string, string>): RebaTaskInputs {
  const force = int(row, 'Force Load');
  const coupling = int(row, 'Coupling Score');
  const activity = int(row, 'Activity Score');
  return {
    // REBA's force/load item: 0 < 5 kg, 1 5-10 kg, 2 > 10 kg; +1 for shock
    load: LOAD_BY_SCORE[Math.min(force, 2)] ?? 'LESS_THAN_5',
    shock: force > 2,
    coupling: REBA_COUPLING_CODES[coupling] ?? 'GOOD',
    // only the number of activity boxes ticked counts in the score
    activity: REBA_ACTIVITY_CODES.slice(0, activity),
  };
}

async function readRecords(dir: string): Promise<Record<string, string>[]> {
  return parse<Record<string, string>>(
    await readFile(path.join(dir, 'reba-ground-truth.csv'), 'utf8'),
    { columns: true, skip_empty_lines: true, trim: true },
  );
}

export async function loadAutoReba(dir: string): Promise<AutoRebaRow[]> {
  const records = await readRecords(dir);
  const rows: AutoRebaRow[] = [];
  for (const r of records) {
    const view = r.view;
    if (view !== 'Cem' && view !== 'Jessica') continue;
    const first = (r.image_files ?? '').split(';')[0]?.trim();
    if (!first) continue;
    const parts: ExpertParts = {
      neck: int(r, 'Neck'),
      trunk: int(r, 'Trunk'),
      leg: int(r, 'Legs'),
      upper_arm: int(r, 'Upper Arm'),
      lower_arm: int(r, 'Lower Arm'),
      wrist: int(r, 'Wrist'),
    };
    const scoreA =
      rebaTableA(parts.trunk, parts.neck, parts.leg) + Math.min(int(r, 'Force Load'), 3);
    const scoreB =
      rebaTableB(parts.upper_arm, parts.lower_arm, parts.wrist) + int(r, 'Coupling Score');
    rows.push({
      take: r.take ?? '',
      moment: `${r.take ?? ''}#${r.timestamp_no ?? ''}`,
      view,
      description: r.description ?? '',
      time: seconds(r),
      still: path.join(dir, 'stills', first),
      parts,
      written: int(r, 'REBA Score'),
      fromTables: rebaTableC(Math.min(scoreA, 12), Math.min(scoreB, 12)) + int(r, 'Activity Score'),
      inputs: inputsOf(r),
    });
  }
  return rows;
}

/**
 * The front-camera video of a front ('Jessica') row's take, named as SOURCES.md names them
 * (`autoreba_<take name>_front.mp4`); null for other views. Whether the file exists is the caller's
 * question: only some takes' videos are published.
 */
export function frontVideoOf(row: AutoRebaRow, dir: string): string | null {
  if (row.view !== 'Jessica') return null;
  const name = row.take.split('/').slice(1).join('/').trim();
  return name ? path.join(dir, `autoreba_${name}_front.mp4`) : null;
}

/**
 * Camera stills in `stills/` that no row of the CSV names (any view): real images without an
 * expert score, so they cannot be benchmarked. 'Motive' renders are left out (not camera images).
 */
export async function stillsWithoutScores(dir: string): Promise<string[]> {
  const named = new Set(
    (await readRecords(dir)).flatMap((r) => (r.image_files ?? '').split(';').map((f) => f.trim())),
  );
  const files = await readdir(path.join(dir, 'stills')).catch(() => []);
  return files.filter((f) => !named.has(f) && !/motive/i.test(f)).sort();
}
