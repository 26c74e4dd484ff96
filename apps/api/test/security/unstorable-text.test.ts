import { describe, expect, it } from 'vitest';
import { translate } from '@ergo/contracts';
import { fieldsWithUnstorableText, UNSTORABLE_MESSAGE } from '../../src/plugins/unstorable-text';
import { createTestApp, signUp } from '../helpers';
import { multipartBody } from '../multipart';
import { createSurvey, linkParts, surveyTask } from '../../src/routes/surveys/test-helpers';
import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';

// Found by the malformed-input sweep: PostgreSQL text and JSON cannot hold a NUL character, nor JSON
// half of a surrogate pair ("\ud800"); either, in a text field, failed its statement with a 500.
const t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
const NUL = '\u0000';
const LONE = '\ud800';
const EN = translate(UNSTORABLE_MESSAGE, 'en');
const TR = translate(UNSTORABLE_MESSAGE, 'tr');

describe('text the database cannot store is refused by name, never a 500', () => {
  it('says so in both languages', () => {
    expect(EN).toBe('Remove the control character or broken symbol from this text');
    expect(TR).not.toBe(EN);
    expect(TR).not.toBe(UNSTORABLE_MESSAGE);
  });

  it('in a JSON field of a signed-in route, nested or as a key, in the caller’s language', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, lang = 'en') =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...user.headers, 'accept-language': lang },
        payload: payload as Record<string, unknown>,
      });

    const operation = await send('POST', '/operation/create/', { name: `Line${NUL}1` });
    expect(operation.statusCode).toBe(400);
    expect(operation.json()).toEqual({ errors: [{ field: 'name', message: EN }] });

    const task = await send(
      'PATCH',
      `/operation/tasks/${target.taskId}/update/`,
      { name: 'Packing', description: `a${NUL}`, assessment_types: ['qec'] },
      'tr',
    );
    expect(task.json()).toEqual({ errors: [{ field: 'description', message: TR }] });

    const checklist = (
      await createSurvey(t, user, target, {
        type: 'checklist',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json<{ id: string }>();
    const inputs = await send('PATCH', `/operation/checklist/${checklist.id}/update/`, {
      inputs: { [`dead${NUL}line`]: 'x' },
    });
    expect(inputs.json()).toEqual({ errors: [{ field: 'inputs', message: EN }] });

    // JSON.stringify writes the lone half as the escape "\ud800"; the body parser reads it back,
    // and the change history (a JSON column) could not store it
    const halfPair = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/checklist/${checklist.id}/update/`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ employee_name: `Ayşe${LONE}` }),
    });
    expect(halfPair.statusCode).toBe(400);
    expect(halfPair.json()).toEqual({ errors: [{ field: 'employee_name', message: EN }] });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/operation/${target.opId}/tasks/`,
      headers: user.headers,
    });
    expect(list.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Packing']);
  });

  it('in a public form (a checklist comment)', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const created = await createSurvey(t, user, target, {
      type: 'checklist',
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { id, token } = linkParts(created.json<{ url: string }>().url);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/checklist/${id}/${token}/`,
      headers: { 'accept-language': 'tr' },
      payload: {
        responses: CHECKLIST_QUESTIONS.map((q, i) => ({
          question_id: q.id,
          answer: 'YES',
          comment: i === 2 ? `see${NUL}` : '',
        })),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ field: 'responses.2.comment', message: TR }] });
  });

  it('in a multipart field (read by the handler, after the body guard)', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const body = multipartBody({
      task: target.taskId,
      type: 'checklist',
      name: `Desk${NUL}`,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/${target.opId}/assessment/create/`,
      headers: { ...user.headers, ...body.headers, 'accept-language': 'tr' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ field: 'detail', message: TR }] });
  });

  it('finds the fields of a body nested thousands deep without running out of stack', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    const body = { a: deep, b: 'fine 😀 ş', c: { [`k${NUL}`]: 1 }, d: ['ok', `\udc00x`] };
    expect(fieldsWithUnstorableText(body)).toEqual([`a${'.0'.repeat(20_000)}`, 'c', 'd.1']);
  });
});
