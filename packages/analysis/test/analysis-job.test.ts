import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { translate } from '@ergo/contracts';
import {
  assessments,
  assessmentId,
  operations,
  organizations,
  tasks,
  organizationId,
} from '@ergo/db';
import { testDatabase } from '@ergo/db/testing';
import { FileStore, InProcessEventBus, type AnalysisEvent } from '@ergo/platform';
import { describe, expect, it } from 'vitest';
import { analysisJob, type AnalyzePayload } from '../src/analysis-job';
import { analyzeAssessmentVideo } from '../src/analyze-assessment-video';

const { db } = await testDatabase();
const files = new FileStore(
  mkdtempSync(path.join(tmpdir(), 'ergo-analysis-')),
  Buffer.alloc(32, 7),
);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const config = {
  JOB_TIMEOUT_SECONDS: 60,
  MAX_VIDEO_SECONDS: 600,
  ANALYSIS_FPS: 10,
  POSE_MODEL: 'lite' as const,
};

/** An organization with one assessment (REBA unless told) whose stored inputs are `inputs`, its credit taken. */
async function assessmentWith(inputs: Record<string, unknown>, type = 'reba') {
  const [org] = await db.insert(organizations).values({ name: 'Org', credit: 9 }).returning();
  if (!org) throw new Error('no org');
  const [operation] = await db
    .insert(operations)
    .values({ organizationId: org.id, name: 'Packing', nameKey: 'packing', nameSort: 'packing' })
    .returning();
  if (!operation) throw new Error('no operation');
  const [task] = await db
    .insert(tasks)
    .values({
      organizationId: org.id,
      operationId: operation.id,
      name: 'Lifting',
      nameSort: 'lifting',
      assessmentTypes: [type],
    })
    .returning();
  if (!task) throw new Error('no task');
  const [row] = await db
    .insert(assessments)
    .values({
      organizationId: org.id,
      operationId: operation.id,
      taskId: task.id,
      type,
      name: 'Squats',
      inputs,
      creditCharged: true,
    })
    .returning();
  if (!row) throw new Error('no assessment');
  return { assessmentId: row.id, organizationId: org.id };
}

async function stateOf(payload: AnalyzePayload) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.id, assessmentId(payload.assessmentId)),
        eq(assessments.organizationId, organizationId(payload.organizationId)),
      ),
    );
  const [org] = await db
    .select({ credit: organizations.credit })
    .from(organizations)
    .where(eq(organizations.id, organizationId(payload.organizationId)));
  return { row, credit: org?.credit };
}

describe('an assessment whose stored input the method refuses', () => {
  it('fails at once as an input error that names the field, in the user’s language, and returns the credit', async () => {
    const payload = await assessmentWith({ load: 'LESS_THAN_5', coupling: 'STICKY' });
    const events = new InProcessEventBus();
    const published: AnalysisEvent[] = [];
    events.subscribe((event) => published.push(event));
    const job = analysisJob({ db, files, events, config, log: quiet });
    const prepared = await job.prepare(payload, { attempt: 1, maxAttempts: 3, final: false });
    expect(prepared).toBeNull();
    const { row, credit } = await stateOf(payload);
    expect(row).toMatchObject({
      status: 'failed',
      statusMessage: 'assessments.analysis_input_invalid',
      statusParams: {
        field_key: 'methods.reba.fields.coupling.label',
        reason_key: 'validation.invalid_choice',
      },
    });
    expect(credit).toBe(10);
    expect(translate(row?.statusMessage ?? '', 'en', row?.statusParams)).toBe(
      '“Coupling (grip)”: Please select a valid option. The analysis did not start: correct the input and upload the video again. The credit has been returned.',
    );
    expect(translate(row?.statusMessage ?? '', 'tr', row?.statusParams)).toMatch(
      /^“Kavrama \(tutuş\)”: Lütfen geçerli bir seçenek belirleyin\. Analiz başlamadı/,
    );
    expect(published.at(-1)).toMatchObject({
      status: 'failed',
      messageParams: { field_key: 'methods.reba.fields.coupling.label' },
    });
  });

  it('is refused by the compute too, before any frame is read', async () => {
    const output = await analyzeAssessmentVideo(
      {
        // nothing listens here: reading the video would fail the test with a connection error
        videoUrl: 'http://127.0.0.1:9/never-read.mp4',
        type: 'reba',
        inputs: { load: 'LESS_THAN_5' },
        fps: 10,
        model: 'lite',
        timeoutMs: 10_000,
        maxSeconds: 600,
      },
      { progress: () => undefined, signal: new AbortController().signal },
    );
    expect(output).toEqual({
      outcome: 'invalid_input',
      items: [
        expect.objectContaining({
          field: 'coupling',
          messageKey: 'assessments.reba_coupling_required',
        }),
      ],
    });
  });

  it('fails the same way when the compute says so, and gives the credit back once', async () => {
    const payload = await assessmentWith({ load: 'LESS_THAN_5', coupling: 'GOOD' });
    const job = analysisJob({ db, files, events: new InProcessEventBus(), config, log: quiet });
    const output = {
      outcome: 'invalid_input' as const,
      items: [{ field: 'load', messageKey: 'validation.invalid_choice' }],
    };
    await job.complete(payload, output);
    await job.complete(payload, output);
    const { row, credit } = await stateOf(payload);
    expect(row?.statusParams).toMatchObject({ field_key: 'methods.reba.fields.load.label' });
    expect(credit).toBe(10);
  });
});

describe('analysis outcomes without results', () => {
  it('a video without a person, or never the parts the method needs, fails with its reason and returns the credit', async () => {
    const job = analysisJob({ db, files, events: new InProcessEventBus(), config, log: quiet });
    for (const [output, key] of [
      [{ outcome: 'no_person' as const }, 'assessments.analysis_no_person'],
      [
        { outcome: 'unscorable' as const, reasons: { neck: 40 } },
        'assessments.analysis_unscorable',
      ],
    ] as const) {
      const payload = await assessmentWith({ load: 'LESS_THAN_5', coupling: 'GOOD' });
      await job.complete(payload, output);
      const { row, credit } = await stateOf(payload);
      expect(row).toMatchObject({ status: 'failed', statusMessage: key });
      expect(credit).toBe(10);
    }
  });
});

describe("a failed analysis of a video that only prefills a form (QEC's)", () => {
  it('keeps the credit: the assessment goes on with the observer items filled by hand', async () => {
    const job = analysisJob({ db, files, events: new InProcessEventBus(), config, log: quiet });
    const payload = await assessmentWith({}, 'qec');
    await job.complete(payload, { outcome: 'no_person' });
    const { credit } = await stateOf(payload);
    expect(credit).toBe(9);
  });
});

describe('an analysis that starts again (its worker was killed, or an attempt failed)', () => {
  /** An assessment with valid inputs and a stored video, analysed up to `progress` before. */
  async function withVideo(progress: number) {
    const payload = await assessmentWith({ load: 'LESS_THAN_5', coupling: 'GOOD' });
    await db
      .update(assessments)
      .set({ videoFileId: await files.putBuffer(Buffer.from('a stored video')), progress })
      .where(
        and(
          eq(assessments.id, payload.assessmentId),
          eq(assessments.organizationId, payload.organizationId),
        ),
      );
    return payload;
  }

  it('says so, with the attempt, from the start of that attempt to its last progress', async () => {
    const payload = await withVideo(26);
    const events = new InProcessEventBus();
    const published: AnalysisEvent[] = [];
    events.subscribe((event) => published.push(event));
    const job = analysisJob({ db, files, events, config, log: quiet });
    const second = { attempt: 2, maxAttempts: 3, final: false };
    const prepared = await job.prepare(payload, second);
    await prepared?.release?.();
    await job.onProgress?.(payload, 40, second);
    const { row } = await stateOf(payload);
    expect(row).toMatchObject({
      status: 'processing',
      progress: 40,
      statusMessage: 'assessments.analysis_restarted',
      statusParams: { attempt: 2, max: 3 },
    });
    expect(published.map((e) => [e.progress, e.messageKey])).toEqual([
      [0, 'assessments.analysis_restarted'],
      [40, 'assessments.analysis_restarted'],
    ]);
    expect(translate(row?.statusMessage ?? '', 'en', row?.statusParams)).toBe(
      'The analysis was interrupted and has started again (attempt 2 of 3)',
    );
    expect(translate(row?.statusMessage ?? '', 'tr', row?.statusParams)).toBe(
      'Analiz yarıda kesildi ve yeniden başlatıldı (deneme 2/3)',
    );
  });

  it('a first attempt is simply processing', async () => {
    const payload = await withVideo(0);
    const job = analysisJob({ db, files, events: new InProcessEventBus(), config, log: quiet });
    const first = { attempt: 1, maxAttempts: 3, final: false };
    await (await job.prepare(payload, first))?.release?.();
    await job.onProgress?.(payload, 10, first);
    const { row } = await stateOf(payload);
    expect(row).toMatchObject({ statusMessage: 'assessments.analysis_processing', progress: 10 });
  });
});
