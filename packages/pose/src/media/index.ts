// Subpath `@ergo/pose/media`: ffmpeg/ffprobe helpers only, no tfjs, cheap for the API server to import.
export { MediaError, type MediaErrorCode } from './errors';
export { probeVideo, type VideoInfo } from './probe';
export { decodeFrames, decodeArgs, type DecodeOptions, type DecodedFrame } from './decode';
export { scaledSize } from './frame-size';
export {
  canSkipNonReferenceFrames,
  decideSkip,
  keptFrameTimes,
  keptFramesAreDense,
} from './non-reference';
export { runProcess, type RunOptions, type RunResult } from './run-process';
export { INPUT_FORMAT_WHITELIST, inputPolicyArgs, isUrl } from './input-policy';
