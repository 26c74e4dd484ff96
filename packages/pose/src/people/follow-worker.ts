import type { PoseFrame } from '../model/keypoints';
import { frameOwner, type FrameOwner } from './frame-owner';
import { trackPeople, type PeopleFrame, type PersonTrack, type TrackSample } from './track-people';
import { defaultWorker, pickedWorker, type PersonPick } from './worker-choice';

/** A run of sampled frame indices (the pool's FrameRange, kept apart from the thread code). */
export interface FrameRange {
  startIndex: number;
  count: number | null;
}

/** Why a stretch of frames is not the worker's, as the timeline shows it. */
export type WorkerGapReason = 'absent' | 'overlapped' | 'not_found';

export interface WorkerGap {
  from: number;
  to: number;
  reason: WorkerGapReason;
}

/** What the analysis knows of the people in the video; stored with the results (plain data). */
export interface PeopleSummary {
  /** people found per second of video (the multi-person model runs on every n-th frame) */
  sampled_fps: number;
  /** every person followed through the video: boxes [x0, y0, x1, y1] in source pixels */
  tracks: { id: number; samples: { time: number; box: number[]; score: number }[] }[];
  /** the id of the person analysed; null when nobody was found by the multi-person model */
  worker: number | null;
  chosen_by: 'default' | 'user';
  /** stretches of frames left unscored because they are not the worker's (time in seconds) */
  gaps: WorkerGap[];
}

/**
 * People sampled per second: twice for clips up to 20 s, once up to 45 s, every 2 s beyond. One
 * MoveNet run costs about 3.5 BlazePose frames, so at 1 a second it added ~16 ms of CPU to every
 * analysed frame (a 60 s 1080p clip: 21.2 s instead of 16.2 s on this 2-core host); a worker and
 * the people around them are still placed every 2 s, and BlazePose follows them in between.
 */
export const peopleFpsFor = (durationSeconds: number): number =>
  durationSeconds <= 20 ? 2 : durationSeconds <= 45 ? 1 : 0.5;

const round = (n: number, k = 10) => Math.round(n * k) / k;

const summaryTracks = (tracks: readonly PersonTrack[]): PeopleSummary['tracks'] =>
  tracks.map((t) => ({
    id: t.id,
    samples: t.samples.map((s) => ({
      time: round(s.time, 1000),
      box: [round(s.box.x0), round(s.box.y0), round(s.box.x1), round(s.box.y1)],
      score: s.score,
    })),
  }));

/** The tracks of a stored summary, boxes back as objects (the inverse of summaryTracks). */
export const tracksOfSummary = (tracks: PeopleSummary['tracks']): PersonTrack[] =>
  tracks.map((t) => ({
    id: t.id,
    samples: t.samples.map(({ time, score, box: [x0 = 0, y0 = 0, x1 = 0, y1 = 0] }) => ({
      time,
      score,
      box: { x0, y0, x1, y1 },
    })),
  }));

/** The chosen person among the tracks, and the context to tell their frames from the others'. */
export function chooseWorker(
  people: readonly PeopleFrame[],
  peopleFps: number,
  pick: PersonPick | undefined,
) {
  const tracks = trackPeople(people);
  const worker = pick
    ? pickedWorker(tracks, pick, 1 / peopleFps)
    : defaultWorker(tracks, 1 / peopleFps);
  return { tracks, worker };
}

/** Contiguous runs of frame indices (gaps of up to `bridge` frames joined), as pool ranges. */
export function rangesOf(indices: readonly number[], bridge: number): FrameRange[] {
  const ranges: FrameRange[] = [];
  let start = -1;
  let end = -1;
  for (const i of [...indices].sort((a, b) => a - b)) {
    if (start >= 0 && i - end <= bridge + 1) end = i;
    else {
      if (start >= 0) ranges.push({ startIndex: start, count: end - start + 1 });
      start = i;
      end = i;
    }
  }
  if (start >= 0) ranges.push({ startIndex: start, count: end - start + 1 });
  return ranges;
}

/** Consecutive frames with the same reason, as time spans. */
function gapsOf(frames: readonly PoseFrame[], owners: readonly FrameOwner[], fps: number) {
  const gaps: WorkerGap[] = [];
  owners.forEach((owner, i) => {
    if (owner === 'worker') return;
    const reason: WorkerGapReason = owner === 'other' ? 'not_found' : owner;
    const time = frames[i]?.time ?? i / fps;
    const last = gaps[gaps.length - 1];
    if (last && last.reason === reason && time - last.to <= 1.5 / fps) last.to = round(time, 1000);
    else gaps.push({ from: round(time, 1000), to: round(time, 1000), reason });
  });
  return gaps;
}

export interface FollowWorkerInput {
  frames: PoseFrame[];
  people: readonly PeopleFrame[];
  fps: number;
  peopleFps: number;
  pick?: PersonPick;
  /** runs BlazePose again on these ranges, held on the worker's samples (the pool's steer mode) */
  rerun: (
    ranges: FrameRange[],
    steer: { samples: TrackSample[]; hold: number },
  ) => Promise<PoseFrame[]>;
}

/**
 * Keeps the analysis on one person. The people found are followed through the video and the
 * worker chosen (the user's pick, or present longest and largest). Frames whose pose is someone
 * else's, or where BlazePose found nobody while the worker is in view, are run again with BlazePose
 * pointed at the worker. What is still not the worker's loses its pose (so it is not scored) and is
 * reported as a gap: the worker absent, overlapped by someone else, or not found.
 * With one person in view and no pick, BlazePose's own choice is that person and its frames are
 * kept as they are; only frames where BlazePose found nobody while the person is in view are run
 * again, pointed at them (its detector misses people who are small in the picture or cut by the
 * frame's edge).
 */
export async function followWorker(input: FollowWorkerInput): Promise<{
  frames: PoseFrame[];
  summary: PeopleSummary;
}> {
  const { tracks, worker } = chooseWorker(input.people, input.peopleFps, input.pick);
  const summary: PeopleSummary = {
    sampled_fps: input.peopleFps,
    tracks: summaryTracks(tracks),
    worker: worker?.id ?? null,
    chosen_by: input.pick ? 'user' : 'default',
    gaps: [],
  };
  if (!worker) return { frames: input.frames, summary };
  const context = {
    worker,
    others: tracks.filter((t) => t !== worker),
    hold: 0.5 / input.peopleFps,
  };
  // Alone in view (and not picked), the person is the worker whatever BlazePose followed; only
  // the frames where its own detector found nobody are worth another try, pointed at their box.
  const alone = tracks.length < 2 && !input.pick;
  const frames = [...input.frames];
  const indexOf = (time: number) => Math.round(time * input.fps);
  let owners = frames.map((f) => frameOwner(f, context));
  const redo = owners.flatMap((owner, i) =>
    owner === 'other' && (!alone || !frames[i]?.pose) ? [indexOf(frames[i]?.time ?? 0)] : [],
  );
  if (redo.length > 0) {
    const again = await input.rerun(rangesOf(redo, 3), {
      samples: worker.samples,
      hold: context.hold,
    });
    const position = new Map(frames.map((f, i) => [indexOf(f.time), i]));
    for (const frame of again) {
      const i = position.get(indexOf(frame.time));
      // the ranges bridge short runs of good frames: only the frames that needed it are replaced
      // (alone, only those where BlazePose had found nobody)
      if (i === undefined || owners[i] === 'worker' || (alone && frames[i]?.pose)) continue;
      // alone, every frame is kept: a steered pose that is not in the person's box is not taken
      if (alone && frame.pose && frameOwner(frame, context) !== 'worker') continue;
      frames[i] = frame;
    }
    owners = frames.map((f) => frameOwner(f, context));
  }
  if (alone) return { frames, summary };
  summary.gaps = gapsOf(frames, owners, input.fps);
  return {
    frames: frames.map((f, i) => (owners[i] === 'worker' ? f : { time: f.time, pose: null })),
    summary,
  };
}
