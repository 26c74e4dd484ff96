import { request } from 'node:http';
import type { ComputeContext } from '@ergo/platform';
import { makePlaybackCopy, playbackPlan, probePlayback } from '@ergo/pose/media';
import type { PlaybackReport } from './playback-report';
import type { AnalysisInput } from './types';

/** Below this much time left, no copy is started: it could not finish. */
const MIN_COPY_MS = 5_000;

/**
 * The compute's last step, after the results: when the job asked for a playback copy and no
 * browser plays the video as uploaded, ffmpeg makes one and sends it to the job's sink. It has what
 * remains of the attempt's time; whatever goes wrong is reported, never thrown, so the analysis
 * stands. Progress: 93 → 99 %.
 */
export async function copyForPlayback(
  input: AnalysisInput,
  context: ComputeContext,
): Promise<PlaybackReport | undefined> {
  const target = input.playback;
  if (!target) return undefined;
  try {
    const probe = await probePlayback(input.videoUrl, { signal: context.signal });
    const plan = playbackPlan(probe);
    if (plan === 'original') return { outcome: 'original' };
    const timeoutMs = target.deadline - Date.now();
    if (timeoutMs < MIN_COPY_MS) return { outcome: 'failed', reason: 'no time left' };
    // A client that waits for the sink's answer: the copy counts once the job has stored it.
    const upload = request(target.url, { method: 'POST' });
    const answer = new Promise<number>((resolve, reject) => {
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.on('error', reject);
    });
    answer.catch(() => undefined); // a copy that fails first says why
    const copy = await makePlaybackCopy(input.videoUrl, upload, {
      plan,
      probe,
      timeoutMs,
      signal: context.signal,
      onProgress: (fraction) => context.progress(93 + Math.floor(6 * fraction)),
    });
    const status = await answer;
    if (status !== 201)
      return { outcome: 'failed', reason: `the job refused the copy (${status})` };
    return {
      outcome: 'copied',
      plan: copy.plan,
      width: copy.width,
      height: copy.height,
      seconds: copy.seconds,
      source: { codec: probe.videoCodec, format: probe.format },
    };
  } catch (error) {
    if (context.signal.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: 'failed', reason: reason.slice(0, 2_000) };
  }
}
