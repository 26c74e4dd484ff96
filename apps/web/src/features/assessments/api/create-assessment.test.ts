import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { clearSession, setTokens } from '../../../browser/session';
import { createAssessment, toFormData } from './create-assessment';

describe('assessment upload fields', () => {
  it('sends booleans as "true"/"false", lists as repeated fields, and the video last', () => {
    const video = new File(['x'], 'squats.mp4', { type: 'video/mp4' });
    const data = toFormData(
      {
        task: 't1',
        type: 'reba',
        name: 'A',
        load: 'LESS_THAN_5',
        shock: true,
        muscle_use: false,
        activity: ['STATIC_POSTURE', 'LARGE_RANGE_CHANGES'],
        load_weight: 12.5,
        skipped: undefined,
      },
      video,
    );
    expect(data.get('shock')).toBe('true');
    expect(data.get('muscle_use')).toBe('false');
    expect(data.getAll('activity')).toEqual(['STATIC_POSTURE', 'LARGE_RANGE_CHANGES']);
    expect(data.get('load_weight')).toBe('12.5');
    expect(data.has('skipped')).toBe(false);
    const names = [...data.keys()];
    expect(names.at(-1)).toBe('video');
    expect((data.get('video') as File).name).toBe('squats.mp4');
  });
});

describe('assessment upload (XMLHttpRequest with the session rules)', () => {
  interface Sent {
    url: string;
    headers: Record<string, string>;
  }
  let sent: Sent[] = [];
  let answers: { status: number; body: unknown }[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: {
      onprogress:
        ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push({ url: this.url, headers: this.headers });
      const answer = answers.shift() ?? { status: 500, body: null };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }

  const assessment = {
    id: 'a1',
    name: 'Squats',
    type: 'reba',
    task: 't1',
    task_name: 'Task',
    operation: 'o1',
    operation_name: 'Op',
    created_at: '2026-11-21T07:00:00.000Z',
    status: 'pending',
    progress: 0,
    status_message: 'Video queued for analysis',
    status_message_key: 'assessments.analysis_queued',
    score: null,
    risk_level: null,
    coverage_sufficient: null,
    employee_name: '',
    employee_number: '',
    inputs: {},
    video: null,
  };

  beforeEach(() => {
    sent = [];
    answers = [];
    resetClientState();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setTokens({ access: 'old-access', refresh: 'r1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const video = () => new File(['x'], 'squats.mp4', { type: 'video/mp4' });

  it('refreshes once on 401 and uploads again with the new token, reporting progress', async () => {
    answers = [
      { status: 401, body: { errors: [{ field: 'detail', message: 'Unauthorized.' }] } },
      { status: 201, body: assessment },
    ];
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ access: 'new-access', refresh: 'r2' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];
    const created = await createAssessment({
      operationId: 'o1',
      fields: { task: 't1', type: 'reba' },
      video: video(),
      onProgress: (value) => progress.push(value),
    });
    expect(created.id).toBe('a1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent.map((item) => item.headers.Authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(sent[0]?.url).toBe('/api/operation/o1/assessment/create/');
    expect(progress).toContain(50);
    expect(progress.at(-1)).toBe(100);
  });

  it('out of credit: the server heading comes back as the error field', async () => {
    answers = [
      {
        status: 402,
        body: {
          errors: [
            {
              field: 'Something Went Wrong',
              message:
                "You don't have enough credits to create a new assessment. Please contact us for assistance.",
            },
          ],
        },
      },
    ];
    const error = await createAssessment({
      operationId: 'o1',
      fields: {},
      video: video(),
      onProgress: () => undefined,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).errors[0]?.field).toBe('Something Went Wrong');
  });
});
