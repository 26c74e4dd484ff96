import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The squat clip of the repository's test data. */
export const SQUAT_VIDEO = path.join(repoRoot, 'test-data', 'video', 'tfjs-pose_squats.mp4');

export type VideoType = 'reba' | 'rula' | 'wisha' | 'rosa';

/** Inputs per method, as the create form sends them (API-CONTRACT codes). */
export const METHOD_INPUTS: Record<VideoType, Record<string, string>> = {
  reba: { load: 'BETWEEN_5_AND_10', coupling: 'FAIR', shock: 'false', activity: 'STATIC_POSTURE' },
  rula: { load: 'BETWEEN_2_TO_10', muscle_use: 'true' },
  wisha: {
    load_weight: '12',
    lifting_frequency: '2_3',
    shift_duration: 'more_than_hour',
    grip_quality: 'MODERATE',
    work_environment: 'NORMAL',
  },
  rosa: {
    duration: 'LONG',
    seat_pan_distance: 'ABOUT_7',
    monitor_glare: 'true',
    mouse_pinch_grip: 'true',
  },
};

/** A signed-in API client of one account: the bearer token and the calls the tests need. */
/** What the browser tests read of GET …/score/. */
export interface ServedScore {
  score: number | null;
  score_range: { low: number; high: number } | null;
  to_confirm: {
    key: string;
    measured: number;
    boxes: { from: number | null; to: number | null; part_score: number }[];
  }[];
}

export class ApiSession {
  constructor(
    readonly request: APIRequestContext,
    readonly access: string,
  ) {}

  static async login(
    request: APIRequestContext,
    email: string,
    password: string,
  ): Promise<ApiSession> {
    const response = await request.post('/api/auth/login/', { data: { email, password } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { access: string };
    return new ApiSession(request, body.access);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.access}` };
  }

  async createTask(operationName: string): Promise<{ operation: string; task: string }> {
    const operation = await this.request.post('/api/operation/create/', {
      headers: this.headers,
      data: {
        name: operationName,
        operation_type: 'warehouse',
        description: 'Outbound packing and palletising',
      },
    });
    expect(operation.status()).toBe(201);
    const { id } = (await operation.json()) as { id: string };
    const task = await this.request.post(`/api/operation/${id}/tasks/create/`, {
      headers: this.headers,
      data: { name: 'Box lifting', assessment_types: ['reba', 'rula', 'wisha', 'rosa'] },
    });
    expect(task.status()).toBe(201);
    return { operation: id, task: ((await task.json()) as { id: string }).id };
  }

  /** POST /operation/{id}/assessment/create/ (multipart); returns the raw response. */
  createAssessment(
    where: { operation: string; task: string },
    type: VideoType,
    name: string,
    video: string,
    extra: Record<string, string> = {},
  ) {
    return this.request.post(`/api/operation/${where.operation}/assessment/create/`, {
      headers: this.headers,
      multipart: {
        task: where.task,
        type,
        name,
        ...METHOD_INPUTS[type],
        ...extra,
        video: { name: path.basename(video), mimeType: 'video/mp4', buffer: readFileSync(video) },
      },
    });
  }

  async assessment(
    type: string,
    id: string,
  ): Promise<{ status: string; score: number | null; status_message: string }> {
    const response = await this.request.get(`/api/operation/${type}/${id}/`, {
      headers: this.headers,
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as {
      status: string;
      score: number | null;
      status_message: string;
    };
  }

  /** GET /operation/{type}/{id}/score/: the final score document. */
  async scoreDocument(type: string, id: string): Promise<ServedScore> {
    const response = await this.request.get(`/api/operation/${type}/${id}/score/`, {
      headers: this.headers,
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as ServedScore;
  }

  /** Waits until every analysis is done (one at a time on the server). */
  async waitForAnalyses(
    items: { type: string; id: string }[],
    timeoutMs: number,
  ): Promise<Record<string, string>> {
    const deadline = Date.now() + timeoutMs;
    const statuses: Record<string, string> = {};
    for (const item of items) {
      for (;;) {
        const { status } = await this.assessment(item.type, item.id);
        statuses[item.id] = status;
        if (status === 'completed' || status === 'failed') break;
        if (Date.now() > deadline)
          throw new Error(`analysis of ${item.type} ${item.id} still ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    return statuses;
  }

  deleteAssessment(id: string) {
    return this.request.delete(`/api/operation/assessment/${id}/delete/`, {
      headers: this.headers,
    });
  }
}

/** A short clip with nobody in it (analysis fails with "no person"), made with the ffmpeg the server uses. */
export function emptyRoomClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-e2e-clip-')), 'empty-room.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=0x9aa0a6:s=320x240:d=2:r=10',
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  return file;
}
