// Subpath `@ergo/pose/media`: ffmpeg/ffprobe helpers only, no tfjs, cheap for the API server to import.
export { durationSlack, MediaError, StreamTooLongError, type MediaErrorCode } from './errors';
export { probeVideo, type VideoInfo } from './probe';
export {
  decodeFrames,
  decodeArgs,
  type Crop,
  type DecodeOptions,
  type DecodedFrame,
} from './decode';
export { scaledSize } from './frame-size';
export {
  canSkipNonReferenceFrames,
  decideSkip,
  keptFrameTimes,
  keptFramesAreDense,
} from './non-reference';
export { runProcess, type RunOptions, type RunResult } from './run-process';
export { INPUT_FORMAT_WHITELIST, inputPolicyArgs, isUrl } from './input-policy';
export {
  matroskaDocType,
  playbackPlan,
  probePlayback,
  type PlaybackPlan,
  type PlaybackProbe,
} from './playback-plan';
export {
  makePlaybackCopy,
  playbackCopyArgs,
  playbackSize,
  PLAYBACK_MAX_FPS,
  PLAYBACK_MAX_SIDE,
  type PlaybackCopy,
  type PlaybackCopyOptions,
} from './transcode';
export {
  indexedHeader,
  Mp4FragmentScanner,
  Mp4ScanError,
  scannedSeconds,
  type Mp4Fragment,
  type ScannedMp4,
} from './fragmented-mp4';
