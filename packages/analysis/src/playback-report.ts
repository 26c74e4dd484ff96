import { z } from 'zod';

/** Where the compute sends a playback copy, and until when it may work on it (epoch ms). */
export const playbackTargetSchema = z.object({ url: z.string(), deadline: z.number() });
export type PlaybackTarget = z.output<typeof playbackTargetSchema>;

/**
 * What the compute did about playback: the original plays in browsers as it is; a copy was sent
 * to the target (remuxed or re-encoded, its size and how long it took); or no copy could be made,
 * and why (the analysis stands either way).
 */
export const playbackReportSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('original') }),
  z.object({
    outcome: z.literal('copied'),
    plan: z.enum(['remux', 'transcode']),
    width: z.number(),
    height: z.number(),
    seconds: z.number(),
    /** the original's video codec and container, as ffprobe names them */
    source: z.object({ codec: z.string(), format: z.string() }),
  }),
  z.object({ outcome: z.literal('failed'), reason: z.string() }),
]);
export type PlaybackReport = z.output<typeof playbackReportSchema>;
