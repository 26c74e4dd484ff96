import { isVideoMethod } from '@ergo/contracts';
import type { AssessmentId, AssessmentScope, Database } from '@ergo/db';
import type { FileStore, Logger } from '@ergo/platform';
import { deletePlaybackCopies, insertPlaybackCopy, playbackCopiesOf } from './db/files';
import type { AssessmentRow } from './db/job-assessment';
import { keepsVideos } from './db/organizations';
import { openPlaybackSink, type PlaybackSink } from './playback-sink';
import type { PlaybackReport, PlaybackTarget } from './playback-report';

/** A playback copy is a few times smaller than its original; this only stops a runaway stream. */
const MAX_COPY_BYTES = 4 * 1024 ** 3;

/** A stored playback copy, not yet recorded. */
export interface PlaybackFile {
  id: string;
  size: number;
  /** the video it was made from */
  sourceFileId: string;
  meta: Record<string, unknown>;
}

export interface PlaybackDeps {
  db: Database;
  files: FileStore;
  log: Logger;
}

const scopeOf = (row: Pick<AssessmentRow, 'id' | 'organizationId'>): AssessmentScope => ({
  orgId: row.organizationId,
  assessmentId: row.id,
});

/**
 * The browser-playable copy of an assessment's video, made once during its analysis: the job opens
 * a sink where the compute sends the copy (`open`, in prepare), takes it when the results come
 * (`take`, in complete) and records it in the results' transaction (`record`). A copy is only made
 * for an organization that keeps its videos: the copy shows the worker as the original does, and
 * the setting promises that each video is deleted once analysed. A copy that fails leaves the
 * analysis as it is; the original is never touched.
 */
export function playbackCopies(deps: PlaybackDeps) {
  const sinks = new Map<string, { sink: PlaybackSink; sourceFileId: string }>();

  async function wanted(row: AssessmentRow): Promise<string | null> {
    const videoId = row.videoFileId;
    if (!videoId || !isVideoMethod(row.type)) return null;
    if ((await keepsVideos(deps.db, row.organizationId)) === false) return null;
    const copies = await playbackCopiesOf(deps.db, scopeOf(row));
    return copies.some((copy) => copy.meta.source === videoId) ? null : videoId;
  }

  return {
    /**
     * The compute's target when this video wants a copy (none yet, and the videos are kept);
     * `budgetMs` is the compute's own budget (the pose analysis has the same): the copy never
     * outlives it.
     */
    async open(
      row: AssessmentRow,
      budgetMs: number,
    ): Promise<{ target: PlaybackTarget; close(): Promise<void> } | null> {
      let sourceFileId: string | null;
      let sink: PlaybackSink;
      try {
        sourceFileId = await wanted(row);
        if (!sourceFileId) return null;
        sink = await openPlaybackSink(deps.files, { maxBytes: MAX_COPY_BYTES });
      } catch (error) {
        // the analysis goes on without a copy
        deps.log.warn({ assessment: row.id, err: error }, 'playback copy: no sink');
        return null;
      }
      sinks.set(row.id, { sink, sourceFileId });
      return {
        target: { url: sink.url, deadline: Date.now() + budgetMs },
        close: async () => {
          sinks.delete(row.id);
          await sink.close();
        },
      };
    },

    /** The copy the compute reports, stored and indexed; null (logged) when there is none. */
    async take(
      assessmentId: AssessmentId,
      report: PlaybackReport | undefined,
    ): Promise<PlaybackFile | null> {
      const open = sinks.get(assessmentId);
      if (!open || !report) return null;
      if (report.outcome === 'failed') {
        deps.log.warn(
          { assessment: assessmentId, reason: report.reason },
          'playback copy: not made',
        );
        return null;
      }
      if (report.outcome === 'original') return null;
      try {
        const copy = await open.sink.take();
        if (!copy) throw new Error('the compute reported a copy that never arrived');
        deps.log.info(
          {
            assessment: assessmentId,
            plan: report.plan,
            seconds: report.seconds,
            bytes: copy.size,
          },
          'playback copy made',
        );
        return {
          id: copy.id,
          size: copy.size,
          sourceFileId: open.sourceFileId,
          meta: {
            source: open.sourceFileId,
            plan: report.plan,
            width: report.width,
            height: report.height,
            duration_seconds: copy.durationSeconds,
            source_codec: report.source.codec,
            source_format: report.source.format,
            seconds_to_make: Math.round(report.seconds * 10) / 10,
          },
        };
      } catch (error) {
        deps.log.warn({ assessment: assessmentId, err: error }, 'playback copy: not stored');
        return null;
      }
    },

    /**
     * In the results' transaction: records `copy` when the assessment still has the video it was
     * made from (`videoId`, null when the video is being dropped), and deletes the copies of any
     * other video. Returns the objects to remove after the commit.
     */
    async record(
      tx: Database,
      row: AssessmentRow,
      videoId: string | null,
      copy: PlaybackFile | null,
    ): Promise<string[]> {
      const keep = copy && videoId && copy.sourceFileId === videoId ? copy : null;
      const existing = await playbackCopiesOf(tx, scopeOf(row));
      const stale = existing
        .filter((file) => keep || !videoId || file.meta.source !== videoId)
        .map((file) => file.id);
      await deletePlaybackCopies(tx, scopeOf(row), stale);
      if (keep) await insertPlaybackCopy(tx, scopeOf(row), keep);
      return [...stale, ...(copy && !keep ? [copy.id] : [])];
    },
  };
}

/** The playback copies' steps, as the analysis job uses them. */
export type PlaybackCopies = ReturnType<typeof playbackCopies>;
