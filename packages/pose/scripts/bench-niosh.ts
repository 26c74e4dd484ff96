/**
 * npm run bench:niosh — how well the NIOSH figures are measured from a skeleton (issue 33).
 *
 * The synthetic set: lifts of known geometry (origin and destination V, H, A on a grid) performed
 * by the synthetic skeleton of the unit tests (test/helpers/synthetic-skeleton.ts), three lifts per
 * clip at 10 frames a second (1 s at the origin, 1 s carrying, 1 s at the destination, 1 s going
 * back), its world landmarks blurred with the noise stated below. Each clip goes through the
 * product's own steps — liftGeometry (V, H, A scaled to a stature), findLifts, scoreNioshTask — and
 * the measured figures are compared with the true ones, with the worker's stature entered and with
 * the 175 cm default. What it does not measure: the pose model itself (its keypoints on real video);
 * the noise is an assumption, not a measurement. The analysis time of a real lifting clip needs the
 * method wired into the analysis (not yet).
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findLifts,
  scoreNioshTask,
  seededRandom,
  standardNormal,
  type NioshHandLocation,
} from '@ergo/ergonomics';
import { ANKLE_TO_SHOULDER_SHARE, liftGeometry } from '../src/angles/lift-geometry';
import { analyzeVideo, decodeKeypoints, PosePool } from '../src/index';
import { add, scale, vec, type Vec3 } from '../src/angles/vec';
import type { LandmarkName, PoseFrame } from '../src/model/keypoints';
import { frameOfLandmarks, syntheticLandmarks } from '../test/helpers/synthetic-skeleton';

/** Assumed landmark noise (one SD, metres): a few cm across the picture, more in depth. */
const NOISE_XY_M = 0.03;
const NOISE_Z_M = 0.05;
const FPS = 10;
/** The synthetic skeleton's ankle → shoulder chain (0.40 + 0.42 + 0.50 m) through Winter's share. */
const SKELETON_STATURE_CM = (100 * 1.32) / ANKLE_TO_SHOULDER_SHARE;

const standing = syntheticLandmarks({});
const ankles = scale(add(standing.left_ankle, standing.right_ankle), 0.5);
const floorY = standing.left_foot_index.y;

/** Where the hands' midpoint is for a hand location (cm, °) of the standing skeleton. */
function handsAt({ v_cm, h_cm, a_deg }: NioshHandLocation): Vec3 {
  const a = (a_deg * Math.PI) / 180;
  // facing the camera: forward is -z, the worker's left +x, up -y
  return vec(
    ankles.x + (h_cm / 100) * Math.sin(a),
    floorY - v_cm / 100,
    ankles.z - (h_cm / 100) * Math.cos(a),
  );
}

function frameWithHands(at: Vec3, time: number, random: () => number): PoseFrame {
  const pts = {
    ...standing,
    left_wrist: add(at, vec(0.15, 0, 0)),
    right_wrist: add(at, vec(-0.15, 0, 0)),
  };
  const blurred = Object.fromEntries(
    Object.entries(pts).map(([name, p]) => [
      name,
      vec(
        p.x + NOISE_XY_M * standardNormal(random),
        p.y + NOISE_XY_M * standardNormal(random),
        p.z + NOISE_Z_M * standardNormal(random),
      ),
    ]),
  ) as Record<LandmarkName, Vec3>;
  return frameOfLandmarks(blurred, { time });
}

const lerp = (a: Vec3, b: Vec3, k: number): Vec3 => add(scale(a, 1 - k), scale(b, k));

/** Three lifts from `origin` to `destination` and back, then a last wait at the origin. */
function liftClip(
  origin: NioshHandLocation,
  destination: NioshHandLocation,
  seed: number,
): PoseFrame[] {
  const random = seededRandom(seed); // the same noise on every run
  const from = handsAt(origin);
  const to = handsAt(destination);
  const frames: PoseFrame[] = [];
  const push = (at: Vec3) => frames.push(frameWithHands(at, frames.length / FPS, random));
  for (let lift = 0; lift < 3; lift++) {
    for (let i = 0; i < FPS; i++) push(from);
    for (let i = 1; i <= FPS; i++) push(lerp(from, to, i / FPS));
    for (let i = 0; i < FPS; i++) push(to);
    for (let i = 1; i <= FPS; i++) push(lerp(to, from, i / FPS));
  }
  for (let i = 0; i < FPS; i++) push(from);
  return frames;
}

const taskOf = (origin: NioshHandLocation, destination: NioshHandLocation) =>
  scoreNioshTask({
    load_kg: 10,
    frequency_per_min: 2,
    duration: 'LE_1H',
    coupling: 'FAIR',
    origin,
    destination,
    significant_control: false,
  });

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const mean = (values: number[]): number => values.reduce((s, v) => s + v, 0) / values.length;
const f1 = (v: number): string => v.toFixed(1);
const f2 = (v: number): string => v.toFixed(2);

function run(statureCm: number | null) {
  const errors = { v: [] as number[], h: [] as number[], a: [] as number[], rwl: [] as number[] };
  let expected = 0;
  let found = 0;
  let extra = 0;
  let seed = 1;
  for (const originV of [20, 45, 70])
    for (const destinationV of [100, 125, 150])
      for (const h of [30, 45, 60])
        for (const a of [0, 30, 60]) {
          const origin = { v_cm: originV, h_cm: h, a_deg: a };
          const destination = { v_cm: destinationV, h_cm: h, a_deg: a };
          const frames = liftClip(origin, destination, seed++);
          const geometry = liftGeometry(frames, { statureCm, frameSize: null, sampledFps: FPS });
          const lifts = findLifts(geometry.samples, 'up').lifts;
          expected += 3;
          found += Math.min(3, lifts.length);
          // a lift more than the clip holds is a false one: counted, and its figures kept out
          extra += Math.max(0, lifts.length - 3);
          const truth = taskOf(origin, destination).rwl_kg;
          for (const lift of lifts.slice(0, 3)) {
            for (const [ours, real] of [
              [lift.origin, origin],
              [lift.destination, destination],
            ] as const) {
              errors.v.push(Math.abs(ours.v_cm - real.v_cm));
              errors.h.push(Math.abs(ours.h_cm - real.h_cm));
              errors.a.push(Math.abs(ours.a_deg - real.a_deg));
            }
            errors.rwl.push(Math.abs(taskOf(lift.origin, lift.destination).rwl_kg - truth));
          }
        }
  return { errors, expected, found, extra };
}

console.log(
  `bench:niosh  ${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores`,
);
console.log(
  `synthetic set: 81 lift geometries (origin V 20/45/70 cm, destination V 100/125/150 cm, H 30/45/60 cm, A 0/30/60°), 3 lifts each at 10 fps, landmark noise ${100 * NOISE_XY_M} cm across the picture and ${100 * NOISE_Z_M} cm in depth (one SD, assumed), skeleton stature ${f1(SKELETON_STATURE_CM)} cm`,
);
console.log(
  'RWL compared for a 10 kg load, 2 lifts/min, ≤ 1 h, fair coupling (the rate given, not measured)',
);
for (const [label, stature] of [
  ['the worker’s stature entered', SKELETON_STATURE_CM],
  ['no stature entered (175 cm default)', null],
] as const) {
  const { errors, expected, found, extra } = run(stature);
  console.log(`\n== ${label} ==`);
  console.log(`lifts found: ${found} of ${expected}, false lifts: ${extra}`);
  if (errors.v.length === 0) {
    console.log('no lift found: no error to measure');
    continue;
  }
  console.log(
    `absolute error, mean / 95th percentile over origins and destinations: V ${f1(mean(errors.v))} / ${f1(quantile(errors.v, 0.95))} cm, H ${f1(mean(errors.h))} / ${f1(quantile(errors.h, 0.95))} cm, A ${f1(mean(errors.a))} / ${f1(quantile(errors.a, 0.95))}°`,
  );
  console.log(
    `RWL absolute error, mean / 95th percentile: ${f2(mean(errors.rwl))} / ${f2(quantile(errors.rwl, 0.95))} kg`,
  );
}
console.log(
  '\nfor scale: Jung et al. (Human Factors 2026, BlazePose on real lifting video) report an RWL error of 1.58 kg (mean absolute).',
);

/*
 * Real frames: AutoREBA stills of the lifting takes (shared/data/autoreba, camera 'Cem'), the hands
 * at a lift's origin or destination. The ranges were written down by eye from the pictures (the
 * box, the table, the worker's height; the worker's stature is not known, so the default 175 cm
 * scales them) before the stills were first run through liftGeometry. (The first run had the three
 * pictures' files mixed up; the ranges are each picture's, unchanged, now on the right file.)
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const STILLS = path.resolve(
  process.env.ERGO_SHARED_AUTOREBA_DIR ?? path.resolve(here, '../../../../shared/data/autoreba'),
  'stills',
);
const REAL_STILLS: { file: string; what: string; v: [number, number]; h: [number, number] }[] = [
  {
    file: 'single_Kiste-Heben-leicht_Kiste-Heben-leicht_-_Cem_-_TS_1_-_4_00.jpg',
    what: 'stooped, hands on the top of a box standing on the floor',
    v: [35, 50],
    h: [45, 65],
  },
  {
    file: 'single_Kiste-auf-Tisch-leicht_Kiste-auf-Tisch-leicht_-_Cem_-_TS_2_-_5_00.jpg',
    what: 'forearms on a high round table, leaning on it',
    v: [95, 115],
    h: [35, 55],
  },
  {
    file: 'single_Kiste-Heben-HoherTisch-leicht_Kiste-Heben-HoherTisch-leicht_-_Cem_-_TS1_-_15_00.jpg',
    what: 'arms raised, setting the box on a chair on the high table',
    v: [150, 175],
    h: [30, 55],
  },
];

async function realStills(): Promise<void> {
  console.log('\n== real stills (AutoREBA, camera Cem; default stature 175 cm) ==');
  const pool = new PosePool();
  try {
    for (const still of REAL_STILLS) {
      const file = path.join(STILLS, still.file);
      if (!existsSync(file)) {
        console.log(`${still.file}: not found (set ERGO_SHARED_AUTOREBA_DIR)`);
        continue;
      }
      const r = await analyzeVideo(file, { fps: 1, pool });
      const track = decodeKeypoints(r.keypoints);
      const [sample] = liftGeometry(track.frames, {
        statureCm: null,
        frameSize: { width: track.width, height: track.height },
        sampledFps: track.sampledFps,
      }).samples;
      const inside = (x: number | null | undefined, [lo, hi]: [number, number]) =>
        x === null || x === undefined
          ? 'not measured'
          : `${f1(x)} (${x >= lo && x <= hi ? 'as expected' : 'outside'} ${lo}–${hi})`;
      console.log(
        `${still.what}: V ${inside(sample?.v_cm, still.v)} cm, H ${inside(sample?.h_cm, still.h)} cm, A ${sample?.a_deg === null || sample?.a_deg === undefined ? 'not measured' : `${f1(sample.a_deg)}°`}`,
      );
    }
  } finally {
    await pool.close();
  }
}

/**
 * What the NIOSH steps add to an analysis: liftGeometry and findLifts over a 60 s clip's 600
 * frames (10 fps, the product's rate), the pose model's time aside (bench:pose: the 60 s 1080p
 * clip's analysis). Median of five runs.
 */
function stepsTime(): void {
  const origin = { v_cm: 30, h_cm: 40, a_deg: 30 };
  const destination = { v_cm: 110, h_cm: 40, a_deg: 30 };
  const frames: PoseFrame[] = [];
  while (frames.length < 600)
    for (const frame of liftClip(origin, destination, frames.length + 1))
      frames.push({ ...frame, time: frames.length / FPS });
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    const geometry = liftGeometry(frames.slice(0, 600), {
      statureCm: null,
      frameSize: null,
      sampledFps: FPS,
    });
    findLifts(geometry.samples, 'up');
    times.push(performance.now() - start);
  }
  console.log(
    `\nthe NIOSH steps on a 60 s clip (600 frames): ${f1(quantile(times, 0.5))} ms (median of 5), besides the pose analysis (bench:pose: the 60 s 1080p clip)`,
  );
}

stepsTime();
await realStills();
