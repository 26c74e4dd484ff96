import { ONBOARDING_ITEMS, type Assessment, type MethodDescriptor } from '@ergo/contracts';
import { servedDocumentsFixture, storedResultsFixture } from '@ergo/contracts/testing';
import { vi } from 'vitest';

/*
 * For tests of the detail screen: a completed assessment of the squat frames and the result
 * documents the API serves for it, built by the same code as the API (so they cannot drift from
 * it), behind a fake fetch.
 */

export const ASSESSMENT_ID = '00000000-0000-4000-8000-000000000001';

export function servedAssessment(method: MethodDescriptor, inputs: Record<string, unknown>) {
  const documents = servedDocumentsFixture(storedResultsFixture(method, inputs));
  const assessment: Assessment = {
    id: ASSESSMENT_ID,
    name: `Squat ${method.code.toUpperCase()}`,
    type: method.code,
    task: '00000000-0000-4000-8000-000000000002',
    task_name: 'Box lifting',
    operation: '00000000-0000-4000-8000-000000000003',
    operation_name: 'Packing line',
    created_at: '2026-11-21T06:52:11.737Z',
    status: 'completed',
    progress: 100,
    status_message: 'Video analysis completed',
    status_message_key: 'assessments.analysis_completed',
    score: documents.score.score,
    risk_level: documents.score.coverage.sufficient ? documents.score.risk_level : null,
    coverage_sufficient: documents.score.coverage.sufficient,
    employee_name: 'Mehmet Demir',
    employee_number: 'E-1042',
    inputs,
    angle_overrides: {},
    frame_overrides: {},
    video: {
      file: `/api/operation/${method.code}/${ASSESSMENT_ID}/file/`,
      detail: 'tfjs-pose_squats.mp4',
      size: 508341,
      duration_seconds: 4,
    },
  };
  return { assessment, documents };
}

export type ServedAssessment = ReturnType<typeof servedAssessment>;

export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A fake API with one assessment (in the given state) and its results; `extra` may answer a call
 * first. Every onboarding tour is hidden, as for a user who has seen them.
 */
export function detailServer(
  { assessment, documents }: ServedAssessment,
  state: Partial<Assessment> = {},
  extra: (url: string, init?: RequestInit) => Response | null = () => null,
) {
  const current = { ...assessment, ...state };
  const own = `/api/operation/${assessment.type}/${assessment.id}`;
  const served: Record<string, unknown> = {
    '/score/': documents.score,
    '/heat-map/': documents.heatMap,
    '/body-part/': documents.bodyParts,
    '/kinematics/': documents.kinematics,
    '/avg/': documents.averages,
    '/breakpoints/': documents.breakpoints,
    '/overrides/': [],
    '/url/': { url: '/video.mp4', expires_at: new Date(Date.now() + 900_000).toISOString() },
  };
  return vi.fn(async (url: string, init?: RequestInit) => {
    const answer = extra(url, init);
    if (answer) return answer;
    // no recommendations or notes yet (their own tests serve them)
    if (url === `/api/operation/recommendations/${assessment.type}/${assessment.id}/`)
      return reply(200, []);
    if (url.startsWith(`${own}/notes/`) || url.startsWith(`${own}/recommendations/`))
      return reply(200, []);
    if (url.includes('/auth/onboarding/'))
      return reply(
        200,
        ONBOARDING_ITEMS.map((id) => ({ id, hidden: true })),
      );
    if (!url.startsWith(own))
      return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
    const path = url.slice(own.length);
    if (path === '/') return reply(200, current);
    if (current.status !== 'completed')
      return reply(409, { errors: [{ field: 'detail', message: 'not ready' }] });
    const graphPart = /^\/line-graph\/\?body_part=(.+)$/.exec(path)?.[1];
    if (graphPart) {
      const graph = documents.lineGraph(decodeURIComponent(graphPart));
      return graph
        ? reply(200, graph)
        : reply(400, { errors: [{ field: 'body_part', message: 'No graph.' }] });
    }
    if (path in served) return reply(200, served[path]);
    return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
  });
}
