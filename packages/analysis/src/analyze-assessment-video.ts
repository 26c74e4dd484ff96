import {
  findMethod,
  MethodInputError,
  qec,
  scoreAssessment,
  type AnalysedVideo,
  type AssessmentResults,
} from '@ergo/contracts';
import { NothingScorableError, seatedShare } from '@ergo/ergonomics';
import type { ComputeContext } from '@ergo/platform';
import {
  analyzeVideo,
  decodeKeypoints,
  durationSlack,
  makeThumbnail,
  PersonNotFoundError,
  StreamTooLongError,
  type AnalyzeResult,
} from '@ergo/pose';
import { copyForPlayback } from './playback-compute';
import { observeQec } from './qec-observation';
import { thumbnailMoments } from './thumbnail-moments';
import type { AnalysisInput, AnalysisOutput, AnalysisThumbnail } from './types';

async function thumbnailsFor(
  input: AnalysisInput,
  analysis: AnalyzeResult,
  results: AssessmentResults,
  signal: AbortSignal,
): Promise<AnalysisThumbnail[]> {
  const track = decodeKeypoints(analysis.keypoints);
  const thumbnails: AnalysisThumbnail[] = [];
  for (const moment of thumbnailMoments(results)) {
    const keypoints = track.frames[moment.index]?.pose?.image ?? null;
    const { jpeg } = await makeThumbnail(input.videoUrl, moment.time, keypoints, { signal });
    thumbnails.push({ kind: moment.kind, time: moment.time, jpeg });
  }
  return thumbnails;
}

/** A QEC's video: the pose of every sampled frame, read as the observer items it shows. */
async function observeQecVideo(
  input: AnalysisInput,
  context: ComputeContext,
): Promise<AnalysisOutput> {
  let analysis: AnalyzeResult;
  try {
    analysis = await analyzeVideo(input.videoUrl, {
      model: input.model,
      fps: input.fps,
      timeoutMs: input.timeoutMs,
      maxSeconds: input.maxSeconds,
      signal: context.signal,
      onProgress: (percent) => context.progress(Math.min(99, percent)),
    });
  } catch (error) {
    if (error instanceof StreamTooLongError) return tooLong(error);
    throw error;
  }
  if (analysis.noPersonFound) return { outcome: 'no_person' };
  const measured = observeQec(analysis.frames);
  if (Object.keys(measured).length === 0) return { outcome: 'unscorable', reasons: {} };
  context.progress(100);
  return { outcome: 'observed', measured };
}

const tooLong = (error: StreamTooLongError): AnalysisOutput => ({
  outcome: 'too_long',
  declared_seconds: error.declaredSeconds,
  limited_by: error.limitedBy,
});

/**
 * The video's length as it was read: the declared one, unless its stream ended well before that (a
 * file cut short in a way its structure did not show), when the results say the truth.
 */
function readSeconds(analysis: AnalyzeResult): number {
  const declared = analysis.video.durationSeconds;
  const last = analysis.frames.at(-1);
  if (!last) return declared;
  const end = last.time + 1 / analysis.sampledFps;
  return end < declared - durationSlack(declared) ? end : declared;
}

/** The facts of the analysed video kept with its results (provenance of the numbers). */
const analysedVideo = (analysis: AnalyzeResult): AnalysedVideo => ({
  duration_seconds: readSeconds(analysis),
  width: analysis.video.width,
  height: analysis.video.height,
  sampled_fps: analysis.sampledFps,
  model: analysis.model,
  person_found_ratio: analysis.personFoundRatio,
  non_reference_frames_skipped: analysis.nonReferenceFramesSkipped,
  camera_view: analysis.cameraView,
  seated_share: seatedShare(analysis.frames),
  people: analysis.people,
  timings: { ...analysis.timings },
});

/** The methods whose video prefills a form rather than being scored (by descriptor code): QEC. */
const FORM_PREFILLS = new Map([[qec.code, observeQecVideo]]);

/**
 * The analysis of one assessment's video, run in an isolated process: the inputs checked first (a
 * refused input fails at once, before any frame is decoded), pose on every sampled frame (both
 * cores), angles, scoreAssessment, and thumbnails of the final posture, the peak and the breakpoints
 * (thumbnailMoments).
 */
export async function analyzeAssessmentVideo(
  input: AnalysisInput,
  context: ComputeContext,
): Promise<AnalysisOutput> {
  const prefill = FORM_PREFILLS.get(input.type);
  if (prefill) return prefill(input, context);
  const method = findMethod(input.type);
  if (!method) throw new Error(`this program has no method ${input.type}`);
  try {
    method.bind(input.inputs);
  } catch (error) {
    if (error instanceof MethodInputError)
      return { outcome: 'invalid_input', items: [...error.items] };
    throw error;
  }
  let analysis: AnalyzeResult;
  try {
    analysis = await analyzeVideo(input.videoUrl, {
      model: input.model,
      fps: input.fps,
      timeoutMs: input.timeoutMs,
      maxSeconds: input.maxSeconds,
      signal: context.signal,
      ...(input.pick ? { pick: input.pick } : {}),
      // Pose is most of the work; the summary and thumbnails take the last few percent.
      onProgress: (percent) => context.progress(Math.min(90, percent * 0.9)),
    });
  } catch (error) {
    // the API checks a pick against the stored people first; this is the backstop
    if (error instanceof PersonNotFoundError) return { outcome: 'no_person' };
    if (error instanceof StreamTooLongError) return tooLong(error);
    throw error;
  }
  if (analysis.noPersonFound) return { outcome: 'no_person' };
  let results: AssessmentResults;
  try {
    results = scoreAssessment({
      method,
      inputs: input.inputs,
      frames: analysis.frames,
      sampledFps: analysis.sampledFps,
    });
  } catch (error) {
    if (error instanceof NothingScorableError)
      return { outcome: 'unscorable', reasons: error.reasons };
    if (error instanceof MethodInputError)
      return { outcome: 'invalid_input', items: [...error.items] };
    throw error;
  }
  context.progress(93);
  const thumbnails = await thumbnailsFor(input, analysis, results, context.signal);
  const playback = await copyForPlayback(input, context);
  context.progress(100);
  return {
    outcome: 'scored',
    results: { ...results, video: analysedVideo(analysis) },
    keypoints: analysis.keypoints,
    thumbnails,
    ...(playback ? { playback } : {}),
  };
}
