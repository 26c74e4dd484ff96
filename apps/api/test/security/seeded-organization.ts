import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { signUp, type SignedIn, type TestApp } from '../helpers';
import { videoBytes, uploadAssessment } from '../video-helpers';
import { storedAssessment } from '../../src/routes/recommendations/test-helpers';
import { createSurvey, linkParts, OBSERVER, WORKER } from '../../src/routes/surveys/test-helpers';

/** Every kind of object an organization owns that a route can name by id. */
export const KINDS = [
  'organization',
  'user',
  'operation',
  'task',
  'reba',
  'rula',
  'wisha',
  'rosa',
  'video',
  'qec',
  'checklist',
  'qecSubmission',
  'recommendation',
  'suggestion',
  'note',
  'notification',
] as const;
export type Kind = (typeof KINDS)[number];

export interface SeededOrganization {
  user: SignedIn;
  /** in every name, title and text this organization wrote: another organization must never see it */
  marker: string;
  ids: Record<Kind, string>;
  /** the method of each assessment kind (its `type` in the address) */
  typeOf: Partial<Record<Kind, string>>;
  /** the tokens of its public links (a survey's and a checklist's) */
  tokens: string[];
  /** the token of each kind's public link */
  tokenOf: Partial<Record<Kind, string>>;
  /** what another organization's answers must never contain: its ids, marker and address */
  secrets: string[];
}

function created<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300) throw new Error(`seeding ${what}: ${response.body}`);
  return response.json<T>();
}

/**
 * A new organization with one of everything, made the way the product makes it (through the API,
 * and stored results for the video methods as the analysis stores them): an operation and a task,
 * a completed REBA, RULA, WISHA and ROSA, an uploaded video (and its analysis's notification), a QEC
 * with its workers' link and one answer, a checklist with its link and response, a recommendation
 * with a suggestion, and a note.
 */
export async function seedOrganization(t: TestApp, label: string): Promise<SeededOrganization> {
  const marker = `${label}${randomBytes(4).toString('hex')}`;
  const user = await signUp(t, {
    first_name: marker,
    last_name: `${marker}Last`,
    organization: `${marker} Org`,
    email: `${marker.toLowerCase()}@example.com`,
  });
  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });

  const opId = created<{ id: string }>(
    await call('POST', '/operation/create/', { name: `${marker} operation` }),
    'operation',
  ).id;
  const taskId = created<{ id: string }>(
    await call('POST', `/operation/${opId}/tasks/create/`, {
      name: `${marker} task`,
      assessment_types: ['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'],
    }),
    'task',
  ).id;
  const target = { opId, taskId };
  const stored = (type: string, inputs: Record<string, unknown>) =>
    storedAssessment(t, user, target, { type, inputs, name: `${marker} ${type}` });
  const reba = await stored('reba', { load: 'GREATER_THAN_10', coupling: 'POOR' });
  const rula = await stored('rula', { load: 'BETWEEN_2_TO_10', muscle_use: true });
  const wisha = await stored('wisha', {
    load_weight: 18,
    lifting_frequency: '2_3',
    shift_duration: 'more_than_hour',
    grip_quality: 'POOR',
    work_environment: 'NORMAL',
  });
  const rosa = await stored('rosa', { duration: 'LONG', seat_pan_distance: 'ABOUT_7' });
  const video = created<{ id: string }>(
    await uploadAssessment(
      t,
      user,
      target,
      { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
      { name: `${marker} video`, employee_name: `${marker} worker` },
    ),
    'video',
  );

  const qec = created<{ id: string }>(
    await createSurvey(t, user, target, { type: 'qec', name: `${marker} qec`, ...OBSERVER }),
    'qec',
  );
  const qecLink = linkParts(
    created<{ url: string }>(await call('POST', `/operation/qec/${qec.id}/`, {}), 'qec link').url,
  );
  created(
    await t.app.inject({
      method: 'POST',
      url: `/api/operation/qec/worker/${qecLink.id}/${qecLink.token}/`,
      payload: { ...WORKER, job_title: `${marker} packer` },
    }),
    'qec answer',
  );
  const summary = await t.app.inject({
    method: 'GET',
    url: `/api/operation/qec/${qec.id}/summary/`,
    headers: user.headers,
  });
  const submission = created<{ submissions: { id: string }[] }>(summary, 'qec summary')
    .submissions[0];

  const checklist = created<{ id: string; url: string }>(
    await createSurvey(t, user, target, {
      type: 'checklist',
      name: `${marker} checklist`,
      deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    }),
    'checklist',
  );
  const checklistLink = linkParts(checklist.url);
  created(
    await t.app.inject({
      method: 'POST',
      url: `/api/operation/checklist/${checklistLink.id}/${checklistLink.token}/`,
      payload: {
        responses: CHECKLIST_QUESTIONS.map((q) => ({
          question_id: q.id,
          answer: 'NO',
          comment: `${marker} comment`,
        })),
      },
    }),
    'checklist response',
  );

  const recommendation = created<{ id: string }>(
    await call('POST', `/operation/recommendations/reba/${reba.id}/`, {
      title: `${marker} recommendation`,
      priority: 'SOON',
      owner: `${marker} owner`,
    }),
    'recommendation',
  );
  const suggestion = created<{ id: string }>(
    await call('POST', `/operation/recommendations/${recommendation.id}/suggestions/`, {
      text: `${marker} suggestion`,
      control_type: 'ENGINEERING',
    }),
    'suggestion',
  );
  const note = created<{ id: string }>(
    await call('POST', `/operation/reba/${reba.id}/notes/create/`, { text: `${marker} note` }),
    'note',
  );

  // The video's analysis was queued: its notification is stored for the user (the bell's history).
  const notification = created<{ results: { id: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: user.headers }),
    'notifications',
  ).results[0];

  const ids: Record<Kind, string> = {
    organization: user.orgId,
    user: user.userId,
    operation: opId,
    task: taskId,
    reba: reba.id,
    rula: rula.id,
    wisha: wisha.id,
    rosa: rosa.id,
    video: video.id,
    qec: qec.id,
    checklist: checklist.id,
    qecSubmission: submission?.id ?? '',
    recommendation: recommendation.id,
    suggestion: suggestion.id,
    note: note.id,
    notification: notification?.id ?? '',
  };
  const missing = KINDS.filter((kind) => !ids[kind]);
  if (missing.length) throw new Error(`seeding left no id for ${missing.join(', ')}`);
  return {
    user,
    marker,
    ids,
    typeOf: {
      reba: 'reba',
      rula: 'rula',
      wisha: 'wisha',
      rosa: 'rosa',
      video: 'reba',
      qec: 'qec',
      checklist: 'checklist',
    },
    tokens: [qecLink.token, checklistLink.token],
    tokenOf: { qec: qecLink.token, checklist: checklistLink.token },
    secrets: [...Object.values(ids), marker, user.email],
  };
}
