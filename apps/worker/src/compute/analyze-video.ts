import { analyzeVideo, decodeKeypoints, makeThumbnail, type AnalyzeResult } from '@ergo/pose';
import { NothingScorableError, type TimelineResults } from '@ergo/ergonomics';
import { findMethod, scoreAssessment } from '@ergo/contracts';
import {
  type AnalysisInput,
  type AnalysisOutput,
  type AnalysisThumbnail,
} from '@ergo/api/analysis';
import type { ComputeContext } from '@ergo/api/jobs';

/** Thumbnails beyond the final posture: one per risk change, at most this many. */
const MAX_BREAKPOINT_THUMBNAILS = 8;

async function thumbnailsFor(
  input: AnalysisInput,
  analysis: AnalyzeResult,
  results: TimelineResults,
  signal: AbortSignal,
): Promise<AnalysisThumbnail[]> {
  const track = decodeKeypoints(analysis.keypoints);
  const moments: { kind: AnalysisThumbnail['kind']; index: number; time: number }[] = [];
  const finalIndex = results.series.time.indexOf(results.score.representative_time);
  moments.push({ kind: 'final', index: finalIndex, time: results.score.representative_time });
  for (const point of results.breakpoints.slice(0, MAX_BREAKPOINT_THUMBNAILS))
    moments.push({ kind: 'breakpoint', index: point.index, time: point.time });
  const thumbnails: AnalysisThumbnail[] = [];
  for (const moment of moments) {
    const keypoints = track.frames[moment.index]?.pose?.image ?? null;
    const { jpeg } = await makeThumbnail(input.videoUrl, moment.time, keypoints, { signal });
    thumbnails.push({ kind: moment.kind, time: moment.time, jpeg });
  }
  return thumbnails;
}

/**
 * The analysis of one assessment's video, run in an isolated process: pose on every sampled frame
 * (both cores), angles, per-frame method scores, the timeline summary, and thumbnails. This is the
 * one function the video pipeline calls.
 */
export async function analyzeAssessmentVideo(
  input: AnalysisInput,
  context: ComputeContext,
): Promise<AnalysisOutput> {
  const analysis = await analyzeVideo(input.videoUrl, {
    model: input.model,
    fps: input.fps,
    timeoutMs: input.timeoutMs,
    signal: context.signal,
    // Pose is most of the work; the summary and thumbnails take the last few percent.
    onProgress: (percent) => context.progress(Math.min(90, percent * 0.9)),
  });
  const video = {
    duration_seconds: analysis.video.durationSeconds,
    width: analysis.video.width,
    height: analysis.video.height,
    sampled_fps: analysis.sampledFps,
    model: analysis.model,
    person_found_ratio: analysis.personFoundRatio,
    // provenance: whether decoding skipped non-reference frames (samples then up to one frame early)
    non_reference_frames_skipped: analysis.nonReferenceFramesSkipped,
    camera_view: analysis.cameraView,
    timings: analysis.timings,
  };
  if (analysis.noPersonFound) {
    return {
      outcome: 'no_person',
      score: null,
      riskLevel: null,
      results: { video },
      keypoints: analysis.keypoints,
      thumbnails: [],
    };
  }
  let results: TimelineResults;
  try {
    const method = findMethod(input.type);
    if (!method) throw new Error(`no method ${input.type}`);
    results = scoreAssessment({
      method,
      inputs: input.inputs,
      frames: analysis.frames,
      sampledFps: analysis.sampledFps,
    });
  } catch (error) {
    if (error instanceof NothingScorableError) {
      return {
        outcome: 'unscorable',
        score: null,
        riskLevel: null,
        results: { video, unscorable_reasons: error.reasons },
        keypoints: analysis.keypoints,
        thumbnails: [],
      };
    }
    throw error;
  }
  context.progress(93);
  const thumbnails = await thumbnailsFor(input, analysis, results, context.signal);
  context.progress(100);
  return {
    outcome: 'scored',
    score: results.score.score,
    riskLevel: results.score.risk_level,
    results: { ...results, video },
    keypoints: analysis.keypoints,
    thumbnails,
  };
}
