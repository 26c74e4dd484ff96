import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { assessmentResults, assessments, files, organizations } from '../db/schema';
import type { EventBus } from '../events/event-bus';
import type { FileStore } from '../files/file-store';
import { serveDecrypted } from '../files/loopback';
import type { ComputeRef, JobDefinition } from '../jobs/definition';
import { refundCredit } from '../routes/assessments/credits';
import type { AnalysisInput, AnalysisOutput } from './types';

export const ANALYZE_VIDEO = 'analyze-video';
export const analyzePayloadSchema = z.object({ assessmentId: z.uuid(), organizationId: z.uuid() });
export type AnalyzePayload = z.infer<typeof analyzePayloadSchema>;

const here = path.dirname(fileURLToPath(import.meta.url));

/** The compute step lives in apps/worker: its TypeScript source under tests, its bundle in production. */
export function analysisComputeRef(): ComputeRef {
  const source = path.resolve(here, '../../../worker/src/compute/analyze-video.ts');
  const bundles = [
    path.resolve(here, '../../worker/dist/compute.js'),
    path.resolve(here, '../../../worker/dist/compute.js'),
  ];
  const module =
    import.meta.url.endsWith('.ts') && existsSync(source)
      ? source
      : (bundles.find((file) => existsSync(file)) ?? source);
  return { module, exportName: 'analyzeAssessmentVideo' };
}

export interface AnalysisDeps {
  db: Database;
  files: FileStore;
  events: EventBus;
  config: Pick<AppConfig, 'JOB_TIMEOUT_SECONDS' | 'ANALYSIS_FPS' | 'POSE_MODEL'>;
  compute?: ComputeRef;
}

type Status = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * The video-analysis job: prepare (mark processing, serve the decrypted video on loopback),
 * compute (apps/worker: pose + scoring, isolated), complete (store results, thumbnail, pose data;
 * apply the privacy setting), fail (retry message, or final: failed + credit returned).
 */
export function analysisJob(
  deps: AnalysisDeps,
): JobDefinition<AnalyzePayload, AnalysisInput, AnalysisOutput> {
  const { db } = deps;

  async function setStatus(
    payload: AnalyzePayload,
    status: Status,
    messageKey: string,
    extra: Partial<typeof assessments.$inferInsert> = {},
    guard?: Status[],
  ) {
    const [row] = await db
      .update(assessments)
      .set({ status, statusMessage: messageKey, updatedAt: new Date(), ...extra })
      .where(
        and(
          eq(assessments.id, payload.assessmentId),
          eq(assessments.organizationId, payload.organizationId),
          guard ? notInArray(assessments.status, guard) : undefined,
        ),
      )
      .returning();
    if (row) {
      await deps.events
        .publish({
          kind: 'analysis',
          organizationId: row.organizationId,
          userId: row.createdBy,
          assessmentId: row.id,
          assessmentType: row.type,
          assessmentName: row.name,
          status,
          progress: row.progress,
          messageKey,
          at: new Date().toISOString(),
        })
        .catch(() => undefined);
    }
    return row;
  }

  return {
    name: ANALYZE_VIDEO,
    schema: analyzePayloadSchema,
    maxAttempts: 3,
    retryDelaySeconds: 5,
    timeoutSeconds: deps.config.JOB_TIMEOUT_SECONDS,
    compute: deps.compute ?? analysisComputeRef(),

    async prepare(payload) {
      const [row] = await db
        .select()
        .from(assessments)
        .where(
          and(
            eq(assessments.id, payload.assessmentId),
            eq(assessments.organizationId, payload.organizationId),
          ),
        );
      if (!row || row.status === 'completed') return null; // deleted meanwhile, or already done
      if (!row.videoFileId) {
        await setStatus(payload, 'failed', 'assessments.video_unavailable');
        await refundCredit(db, row.id);
        return null;
      }
      await setStatus(payload, 'processing', 'assessments.analysis_processing', { progress: 0 });
      const served = await serveDecrypted(deps.files, row.videoFileId);
      const input: AnalysisInput = {
        videoUrl: served.url,
        type: row.type,
        inputs: row.inputs,
        fps: deps.config.ANALYSIS_FPS,
        model: deps.config.POSE_MODEL,
        timeoutMs: Math.max(5_000, (deps.config.JOB_TIMEOUT_SECONDS - 10) * 1000),
      };
      return { input, release: () => served.close() };
    },

    async stillWanted(payload) {
      const [row] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            eq(assessments.id, payload.assessmentId),
            eq(assessments.organizationId, payload.organizationId),
          ),
        );
      return row !== undefined;
    },

    async onProgress(payload, percent) {
      await setStatus(
        payload,
        'processing',
        'assessments.analysis_processing',
        { progress: percent },
        ['completed', 'failed'],
      );
    },

    async complete(payload, output) {
      if (output.outcome !== 'scored') {
        const key =
          output.outcome === 'no_person'
            ? 'assessments.analysis_no_person'
            : 'assessments.analysis_unscorable';
        await setStatus(payload, 'failed', key, { progress: 100 }, ['completed']);
        await refundCredit(db, payload.assessmentId);
        return;
      }
      const poseId = await deps.files.putBuffer(Buffer.from(output.keypoints));
      const thumbnails: { id: string; kind: string; time: number; size: number }[] = [];
      for (const thumbnail of output.thumbnails) {
        thumbnails.push({
          id: await deps.files.putBuffer(Buffer.from(thumbnail.jpeg)),
          kind: thumbnail.kind,
          time: thumbnail.time,
          size: thumbnail.jpeg.length,
        });
      }
      const obsolete = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(assessments)
          .where(eq(assessments.id, payload.assessmentId))
          .for('update');
        if (!row) return [poseId, ...thumbnails.map((t) => t.id)]; // deleted meanwhile
        const replaced = await tx
          .delete(files)
          .where(
            and(eq(files.assessmentId, row.id), ne(files.kind, 'video'), ne(files.kind, 'report')),
          )
          .returning({ id: files.id });
        await tx.insert(files).values({
          id: poseId,
          organizationId: row.organizationId,
          assessmentId: row.id,
          kind: 'pose',
          size: output.keypoints.length,
          contentType: 'application/octet-stream',
        });
        for (const t of thumbnails) {
          await tx.insert(files).values({
            id: t.id,
            organizationId: row.organizationId,
            assessmentId: row.id,
            kind: 'thumbnail',
            size: t.size,
            contentType: 'image/jpeg',
            meta: { role: t.kind, time: t.time },
          });
        }
        await tx
          .insert(assessmentResults)
          .values({
            assessmentId: row.id,
            organizationId: row.organizationId,
            results: output.results,
          })
          .onConflictDoUpdate({
            target: assessmentResults.assessmentId,
            set: { results: output.results, updatedAt: new Date() },
          });
        const [org] = await tx
          .select({ keepVideos: organizations.keepVideos })
          .from(organizations)
          .where(eq(organizations.id, row.organizationId));
        const dropVideo = org?.keepVideos === false && row.videoFileId ? row.videoFileId : null;
        if (dropVideo) await tx.delete(files).where(eq(files.id, dropVideo));
        await tx
          .update(assessments)
          .set({
            score: output.score,
            riskLevel: output.riskLevel,
            analyzedAt: new Date(),
            ...(dropVideo ? { videoFileId: null } : {}),
          })
          .where(eq(assessments.id, row.id));
        return [...replaced.map((file) => file.id), ...(dropVideo ? [dropVideo] : [])];
      });
      // Objects go after the commit: a failed transaction must not lose files that are still referenced.
      for (const id of obsolete) await deps.files.remove(id).catch(() => undefined);
      await setStatus(payload, 'completed', 'assessments.analysis_completed', { progress: 100 });
    },

    async fail(payload, error, attempt) {
      if (!attempt.final) {
        await setStatus(payload, 'pending', 'assessments.analysis_retrying', {}, [
          'completed',
          'failed',
        ]);
        return;
      }
      const key = /timed out/.test(error.message)
        ? 'assessments.analysis_timeout'
        : 'assessments.analysis_failed';
      await setStatus(payload, 'failed', key, {}, ['completed', 'failed']);
      await refundCredit(db, payload.assessmentId);
    },
  };
}
