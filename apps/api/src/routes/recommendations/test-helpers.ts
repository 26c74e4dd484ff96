import { scoreColumns } from '@ergo/analysis';
import { findMethod, scoreAssessment } from '@ergo/contracts';
import type { FramePosture } from '@ergo/ergonomics';
import { frame, storedResultsFixture } from '@ergo/contracts/testing';
import { assessmentResults, assessments } from '@ergo/db';
import type { SignedIn, TestApp } from '../../../test/helpers';

/** 4 s standing upright with the knees straight (a posture after a good change). */
export const uprightFrames = () => Array.from({ length: 40 }, (_, i) => frame(i / 10, 2, 5));

/**
 * A completed assessment of a video method with real stored results (the squat by default, or the
 * given frames), stored as the analysis stores it: score, risk level and coverage from the results.
 */
export async function storedAssessment(
  t: TestApp,
  user: SignedIn,
  target: { opId: string; taskId: string },
  options: {
    type?: string;
    inputs: Record<string, unknown>;
    upright?: boolean;
    /** frames of their own (e.g. a long video), scored as the analysis scores them */
    frames?: FramePosture[];
    name?: string;
    createdAt?: Date;
  },
) {
  const method = findMethod(options.type ?? 'reba');
  if (!method) throw new Error(`no method ${options.type}`);
  const squat = storedResultsFixture(method, options.inputs);
  const frames = options.frames ?? (options.upright ? uprightFrames() : null);
  const results = frames
    ? {
        ...squat,
        ...scoreAssessment({ method, inputs: options.inputs, frames, sampledFps: 10 }),
      }
    : squat;
  const [row] = await t.ctx.db
    .insert(assessments)
    .values({
      organizationId: user.orgId,
      operationId: target.opId,
      taskId: target.taskId,
      type: method.code,
      name: options.name ?? `${method.code} ${options.upright ? 'after' : 'before'}`,
      status: 'completed',
      progress: 100,
      ...scoreColumns(results),
      inputs: options.inputs,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no row');
  await t.ctx.db
    .insert(assessmentResults)
    .values({ assessmentId: row.id, organizationId: user.orgId, results });
  return { id: row.id, score: results.score.score, results };
}
