import { storedResultsSchema } from '@ergo/contracts';
import { z } from 'zod';
import { playbackReportSchema, playbackTargetSchema } from './playback-report';

export const ANALYZE_VIDEO = 'analyze-video';

/** The person the user chose to analyse: a point on them at a time of the video (source pixels). */
export const workerPickSchema = z.object({
  time: z.number().min(0),
  x: z.number(),
  y: z.number(),
});
export type WorkerPick = z.output<typeof workerPickSchema>;

/** What the isolated compute step of a video analysis gets (plain data: it crosses processes). */
export const analysisInputSchema = z.object({
  /** loopback URL serving the decrypted video (valid while the attempt runs) */
  videoUrl: z.string(),
  /** the assessment's method (a video method of the registry) */
  type: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  fps: z.number().positive(),
  model: z.enum(['full', 'lite']),
  /** wall-clock budget of the pose analysis, ms */
  timeoutMs: z.number().positive(),
  /** never decode past this much video time (MAX_VIDEO_SECONDS), whatever the header declares */
  maxSeconds: z.number().positive(),
  /** where to send a browser-playable copy of the video, when the job wants one */
  playback: playbackTargetSchema.optional(),
  /** the person to analyse; absent = the one present longest and largest */
  pick: workerPickSchema.optional(),
});
export type AnalysisInput = z.output<typeof analysisInputSchema>;

/** Bytes as they cross processes (a Buffer arrives as a plain Uint8Array). */
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes');

/** A JPEG of one moment: the skeleton drawn, the face blurred. */
export const analysisThumbnailSchema = z.object({
  /**
   * 'final' = the representative (final-score) posture; 'peak' = the highest-scoring frame, when it
   * is another frame; 'breakpoint' = a risk change. Analyses stored before 'peak' have none.
   */
  kind: z.enum(['final', 'peak', 'breakpoint']),
  time: z.number(),
  jpeg: bytes,
});
export type AnalysisThumbnail = z.output<typeof analysisThumbnailSchema>;

const invalidInputSchema = z.object({ field: z.string(), messageKey: z.string() });

/**
 * What the compute answers, checked when it comes back to the process that stores it: scored (the
 * results, the compact keypoints of every frame to recompute without the model, thumbnails); no
 * person in any frame; a person but never the parts the method needs; or an input the method
 * refuses (named, so the user can correct it).
 */
export const analysisOutputSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('scored'),
    results: storedResultsSchema,
    keypoints: bytes,
    thumbnails: z.array(analysisThumbnailSchema),
    playback: playbackReportSchema.optional(),
  }),
  z.object({ outcome: z.literal('no_person') }),
  z.object({
    outcome: z.literal('unscorable'),
    reasons: z.record(z.string(), z.number()),
  }),
  z.object({ outcome: z.literal('invalid_input'), items: z.array(invalidInputSchema).min(1) }),
  /**
   * The stream runs past the duration its container declares, or past the limit on video length:
   * not analysed (a retry would read the same file), so it fails at once with what was declared.
   */
  z.object({
    outcome: z.literal('too_long'),
    declared_seconds: z.number(),
    limited_by: z.enum(['declared', 'limit']),
  }),
  /** QEC: the observer items the video shows, with the share of measured frames behind each */
  z.object({
    outcome: z.literal('observed'),
    measured: z.record(z.string(), z.object({ value: z.string(), share: z.number() })),
  }),
]);
export type AnalysisOutput = z.output<typeof analysisOutputSchema>;
