/**
 * npm run bench:reba — the product's REBA against human experts on real lifting tasks.
 *
 * Each AutoREBA still (shared/data/autoreba) goes through the product's own path: analyzeVideo
 * (BlazePose, angles), the stored-keypoint codec, posturesFromTrack, then scoreRebaFrame with the
 * experts' load, coupling and activity as the task inputs and every threshold at its default. The
 * two seated cashier videos go through the same path and are read at the moments the experts
 * scored (bench-reba-videos.ts). The scores are compared with the experts' REBA per view, over
 * every moment (one we did not score is a miss) and over the scored ones, next to the two experts'
 * agreement with each other and a constant answer for scale. Nothing here is tuned on these rows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreRangesAt, scoreRebaFrame } from '@ergo/ergonomics';
import {
  analyzeVideo,
  decodeKeypoints,
  PosePool,
  posturesFromTrack,
  type BlazePoseModel,
} from '../src/index';
import { agreement } from '../src/reference/agreement';
import { loadAutoReba, stillsWithoutScores, type AutoRebaRow } from '../src/reference/autoreba';
import { median } from '../src/reference/index';
import {
  bothWays,
  f2,
  HOW_TO_READ,
  line,
  oursText,
  partAgreement,
  pct,
  verdict,
  vsExperts,
  meanSignedError,
  provenAdjustments,
  rangeCalibration,
  withParts,
  type Ours,
} from './bench-reba-format';
import {
  benchVideos,
  videoSummaryLine,
  VIDEO_FPS,
  WINDOW_S,
  type VideoBench,
} from './bench-reba-videos';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA_DIR =
  process.env.ERGO_SHARED_AUTOREBA_DIR ?? path.resolve(here, '../../../../shared/data/autoreba');
const model = (process.env.BENCH_MODEL ?? 'full') as BlazePoseModel;
const verbose = process.env.BENCH_VERBOSE === '1';

const VIEWS = [
  ['Cem', "side/oblique 'Cem'"],
  ['Jessica', "front 'Jessica'"],
] as const;

async function scoreStill(row: AutoRebaRow, pool: PosePool): Promise<Ours> {
  const r = await analyzeVideo(row.still, { model, fps: 1, pool });
  // the product's path: stored keypoints -> postures -> per-frame score
  const frame = posturesFromTrack(decodeKeypoints(r.keypoints)).frames[0];
  if (!frame) return { row, result: null, missing: ['person'] };
  const scored = scoreRebaFrame(frame, row.inputs);
  return scored.status === 'scored'
    ? {
        row,
        result: scored.result,
        missing: [],
        ranges: scoreRangesAt(frame, (f) => scoreRebaFrame(f, row.inputs)),
      }
    : { row, result: null, missing: scored.missing, ranges: null };
}

function commit(): string {
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, {
        cwd: here,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const moment = (row: AutoRebaRow): string => `${row.moment} ${row.view}`;

function printStills(ours: readonly Ours[]): void {
  const n = ours.length;
  const unscored = ours.filter((o) => o.result === null);
  const reasons = new Map<string, number>();
  for (const o of unscored) for (const m of o.missing) reasons.set(m, (reasons.get(m) ?? 0) + 1);
  console.log(`== ${n} stills: ours vs the experts ==`);
  console.log(
    `scored: ${n - unscored.length}/${n}${reasons.size ? ` (parts missing on the unscored: ${[...reasons].map(([k, c]) => `${k} ${c}`).join(', ')})` : ''}`,
  );
  for (const o of unscored)
    console.log(
      `  not scored: ${moment(o.row).padEnd(52)} ${path.basename(o.row.still)}: ${o.missing.join(', ')} missing`,
    );
  if (verbose)
    for (const o of ours)
      console.log(
        `  ${moment(o.row).padEnd(52)} experts ${withParts(o.row.written, o.row.parts)}  ours ${oursText(o)}`,
      );
  console.log(HOW_TO_READ);
  console.log("REBA total vs the experts' written total:");
  for (const l of bothWays(ours, 'written', '  ')) console.log(l);
  console.log("REBA total vs REBA's tables on the experts' own parts:");
  for (const l of bothWays(ours, 'fromTables', '  ')) console.log(l);
  for (const [view, label] of VIEWS) {
    console.log(`${label} view only, vs the written total:`);
    for (const l of bothWays(
      ours.filter((o) => o.row.view === view),
      'written',
      '  ',
    ))
      console.log(l);
  }
  const scored = ours.flatMap((o) => (o.result ? [[o.result, o.row] as const] : []));
  console.log(
    `body parts, exact agreement (the scored stills): ${partAgreement(scored.map(([r, row]) => [r.body_part_scores, row.parts]))}`,
  );
  const seated = scored.filter(([, row]) => /Kasse_sitzend/i.test(row.take));
  if (seated.length)
    console.log(
      `  of which the seated cashier takes (${seated.length} stills): legs exact ${pct(seated.filter(([r, row]) => r.body_part_scores.leg === row.parts.leg).length / seated.length)} (the experts give the seated worker legs 1; bent knees read as a squat score 2–4)`,
    );
}

function printVideos(v: VideoBench, stills: readonly Ours[]): void {
  console.log(
    `== The seated cashier videos (front view): ${v.moments.length} moment${v.moments.length === 1 ? '' : 's'} the experts scored ==`,
  );
  for (const a of v.absent)
    console.log(`  ${a.video} not found in ${DATA_DIR}: its ${a.rows} moment(s) left out`);
  for (const s of v.videos) console.log(videoSummaryLine(s));
  if (v.moments.length === 0) return;
  console.log(
    `primary reading: the frame nearest the labelled time (the experts scored that moment of the video; an unscored frame there is a miss); second: the highest-scoring scored frame within ±${WINDOW_S} s (the labelled times are whole seconds)`,
  );
  const at = (t: number | null): string => (t === null ? '   -  ' : `${t.toFixed(2)} s`);
  for (const m of v.moments) {
    const row = m.nearest.row;
    const still = stills.find((o) => o.row.still === row.still);
    console.log(
      `  ${moment(row)} at ${row.time.toFixed(2)} s: experts ${withParts(row.written, row.parts)}`,
    );
    console.log(`    nearest frame ${at(m.nearest.time)}: ours ${oursText(m.nearest)}`);
    console.log(
      m.worst.time === null
        ? `    worst ±${WINDOW_S} s: no frame in the window is scored`
        : `    worst ±${WINDOW_S} s  ${at(m.worst.time)}: ours ${oursText(m.worst)}`,
    );
    if (still) console.log(`    (the still of this moment: ours ${oursText(still)})`);
  }
  console.log('REBA total vs the written total, primary reading (nearest frame):');
  for (const l of bothWays(
    v.moments.map((m) => m.nearest),
    'written',
    '  ',
  ))
    console.log(l);
  console.log(`second reading (worst frame within ±${WINDOW_S} s):`);
  for (const l of bothWays(
    v.moments.map((m) => m.worst),
    'written',
    '  ',
  ))
    console.log(l);
}

function humanPairs(rows: readonly AutoRebaRow[]): (readonly [AutoRebaRow, AutoRebaRow])[] {
  const byMoment = new Map<string, AutoRebaRow[]>();
  for (const r of rows) byMoment.set(r.moment, [...(byMoment.get(r.moment) ?? []), r]);
  return [...byMoment.values()]
    .map((g) => [g.find((r) => r.view === 'Cem'), g.find((r) => r.view === 'Jessica')] as const)
    .filter((p): p is readonly [AutoRebaRow, AutoRebaRow] => Boolean(p[0] && p[1]));
}

// a goal's figure to three places, so that a rounded 0.75 cannot sit beside a MISS
const f3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');

/** Issue 31's goals for the body parts read low: their mean signed error within ±0.25. */
const BIASED_PARTS = ['neck', 'trunk', 'upper_arm'] as const;
const MAX_BIAS = 0.25;

function printGoals(ours: readonly Ours[]): void {
  const n = ours.length;
  const all = vsExperts(ours, 'written');
  const frontStills = ours.filter((o) => o.row.view === 'Jessica');
  const front = vsExperts(frontStills, 'written');
  console.log(`== Goals (issue 31), on the ${n} stills, vs the written total ==`);
  console.log(
    `every still scored: ${all.scored.n}/${n} -> ${verdict(all.scored.n === n)} (unscored listed above)`,
  );
  console.log(
    `within ±1 of the expert on >= 70% of all ${n} stills (unscored = miss): ${pct(all.within1)} -> ${verdict(all.within1 >= 0.7)}   (over the ${all.scored.n} scored: ${pct(all.scored.within1)})`,
  );
  console.log(
    `quadratic-weighted kappa >= 0.75: over the ${all.scored.n} scored (kappa needs a score for every still) ${f3(all.scored.kappa)} -> ${verdict(all.scored.kappa >= 0.75)}; all ${n} with each unscored one as a 3-point miss ${f3(all.kappaWithMisses)} -> ${verdict(all.kappaWithMisses >= 0.75)}`,
  );
  console.log(
    `front view within ±1 >= 65%: all ${front.n} front stills (unscored = miss) ${pct(front.within1)} -> ${verdict(front.within1 >= 0.65)}   (over the ${front.scored.n} scored: ${pct(front.scored.within1)})`,
  );
  for (const part of BIASED_PARTS) {
    const views = VIEWS.map(([view, label]) => {
      const error = meanSignedError(
        ours.filter((o) => o.row.view === view),
        part,
      );
      return { label, error };
    });
    const overall = meanSignedError(ours, part);
    const within = [overall, ...views.map((v) => v.error)].every((e) => Math.abs(e) <= MAX_BIAS);
    console.log(
      `${part.replace('_', ' ')}: mean signed error (ours − expert) within ±${MAX_BIAS}: all ${signed(overall)}, ${views.map((v) => `${v.label} ${signed(v.error)}`).join(', ')} -> ${verdict(within)}`,
    );
  }
  const adjusted = provenAdjustments(ours)
    .map((a) => `${a.part.replace('_', ' ')} ${a.experts} vs ${a.ours}`)
    .join(', ');
  console.log(
    `  where the low bias sits: stills whose part score proves a +1 adjustment (above the part's largest box), experts vs ours, of ${ours.filter((o) => o.result).length} scored: ${adjusted}`,
  );
  const calibration = rangeCalibration(ours);
  const byView = VIEWS.map(([view, label]) => {
    const c = rangeCalibration(ours.filter((o) => o.row.view === view));
    return `${label} ${pct(c.inside)} (width ${f2(c.meanWidth)})`;
  }).join(', ');
  console.log(
    `the 80% score range holds the expert's written total on >= 80% of all ${calibration.n} stills (unscored = outside): ${pct(calibration.inside)}, mean width ${f2(calibration.meanWidth)} points; ${byView} -> ${verdict(calibration.inside >= 0.8)}`,
  );
  console.log(
    `  the parts' 80% ranges hold the expert's part score on ${pct(calibration.partsInside)} of the ${calibration.n} × 6 parts`,
  );
}

const signed = (x: number): string =>
  Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}` : 'n/a';

function printScale(ours: readonly Ours[], rows: readonly AutoRebaRow[]): void {
  console.log('== For scale ==');
  const pairs = humanPairs(rows);
  console.log(
    `human vs human (the same moment scored from the two cameras), written totals: ${line(agreement(pairs.map(([a, b]) => [a.written, b.written])))}`,
  );
  console.log(
    `  body parts, exact agreement: ${partAgreement(pairs.map(([a, b]) => [a.parts, b.parts]))}`,
  );
  const constant = Math.round(median(rows.map((r) => r.written)));
  const scoredRows = ours.filter((o) => o.result !== null).map((o) => o.row);
  console.log(
    `always answering the experts' median total (${constant}), vs the written total: all ${rows.length}: ${line(agreement(rows.map((r) => [constant, r.written])))}`,
  );
  console.log(
    `  on the ${scoredRows.length} stills we scored: ${line(agreement(scoredRows.map((r) => [constant, r.written])))}`,
  );
  console.log(
    'the probe made before the project (shared/reference/pose-to-reba-baseline.md), BlazePose full, 3D angles, fixed thresholds, 41 stills: within ±1 54%, within ±2 73%, MAE 1.68, weighted kappa 0.50 (weighting not stated)',
  );
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DATA_DIR, 'reba-ground-truth.csv')))
    throw new Error(`AutoREBA data not found in ${DATA_DIR} (set ERGO_SHARED_AUTOREBA_DIR)`);
  console.log(
    `bench:reba  ${new Date().toISOString()}  ${commit()}  node ${process.version}  ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})  load avg ${loadavg().map(f2).join(' ')}  model ${model}`,
  );
  const rows = await loadAutoReba(DATA_DIR);
  // the stills stay in shared/ (test-data/autoreba holds only the CSV the tests read)
  const absent = rows.filter((r) => !existsSync(r.still));
  if (absent.length)
    throw new Error(
      `${absent.length} AutoREBA stills not found, e.g. ${absent[0]?.still} (set ERGO_SHARED_AUTOREBA_DIR)`,
    );
  const views = (v: string): number => rows.filter((r) => r.view === v).length;
  console.log(
    `AutoREBA: ${rows.length} real-camera stills of lifting tasks (${views('Cem')} side/oblique 'Cem', ${views('Jessica')} front 'Jessica'), each scored by hand with REBA for its own view, plus the front videos of the two seated cashier takes (analysed at ${VIDEO_FPS} fps, the product's default)`,
  );
  console.log(
    "our side: the product path (analyzeVideo -> stored keypoints -> angles -> scoreRebaFrame), default thresholds, the experts' load/coupling/activity as task inputs; nothing tuned on these rows",
  );
  const unscoredStills = await stillsWithoutScores(DATA_DIR);
  console.log(
    `not used: the 'Motive' rows (renders of the motion-capture skeleton, not camera images)${unscoredStills.length ? `; ${unscoredStills.length} camera stills in stills/ that no row of the CSV scores (e.g. ${unscoredStills[0]})` : ''}`,
  );
  console.log('');

  const pool = new PosePool();
  const ours: Ours[] = [];
  let videos: VideoBench;
  try {
    await pool.warmup(model);
    for (const row of rows) ours.push(await scoreStill(row, pool));
    videos = await benchVideos(rows, DATA_DIR, pool, model);
  } finally {
    await pool.close();
  }

  printStills(ours);
  console.log('');
  printVideos(videos, ours);
  console.log('');
  if (videos.moments.length) {
    const combined = [...ours, ...videos.moments.map((m) => m.nearest)];
    console.log(
      `== Combined: ${ours.length} stills + ${videos.moments.length} video moment${videos.moments.length === 1 ? '' : 's'} (primary reading) ==`,
    );
    console.log(
      '(the video moments are the same moments as front stills of the cashier takes, read from the video: not independent of them)',
    );
    console.log("REBA total vs the experts' written total:");
    for (const l of bothWays(combined, 'written', '  ')) console.log(l);
    console.log("front 'Jessica' view only:");
    for (const l of bothWays(
      combined.filter((o) => o.row.view === 'Jessica'),
      'written',
      '  ',
    ))
      console.log(l);
    console.log('');
  }
  printGoals(ours);
  console.log('');
  printScale(ours, rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
