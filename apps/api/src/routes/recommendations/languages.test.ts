import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  isFactorKey,
  translate,
  type Proposal,
  type Recommendation,
} from '@ergo/contracts';
import { recommendations, recommendationSuggestions } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';
import { storedAssessment } from './test-helpers';

/*
 * Issue 30, items 3 and 11: a kept recommendation is served in the reader's language (texts from
 * the catalogue by their keys, the measured figure from its message key and numbers); only what
 * the user typed or edited stays as typed, and is marked so. The timeframe follows the priority.
 */

const t = await createTestApp({ PROCESS_JOBS: 'false' });
const EN = { 'accept-language': 'en' };
const TR = { 'accept-language': 'tr' };
const HEAVY = { load: 'GREATER_THAN_10', coupling: 'POOR', activity: ['STATIC_POSTURE'] };
const NOT_TYPED = { title: false, risk_factor: false, measured: false, timeframe: false };

async function call(
  user: SignedIn,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...user.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<unknown>();
}

const entryOf = (factor: string) => {
  if (!isFactorKey(factor)) throw new Error(`not a factor: ${factor}`);
  return catalogueEntry(factor);
};

/** A REBA assessment of a heavy squatting lift, with its proposals in both languages. */
async function heavyLift(user: SignedIn) {
  const target = await operationWithTask(t, user);
  const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
  const sample = (headers: Record<string, string>) =>
    call(user, 'GET', `/operation/reba/${id}/recommendations/sample/`, headers) as Promise<
      Proposal[]
    >;
  const [en, tr] = await Promise.all([sample(EN), sample(TR)]);
  const pick = (list: Proposal[], factor: string) => {
    const found = list.find((p) => p.factor_key === factor);
    if (!found) throw new Error(`no ${factor} proposal`);
    return found;
  };
  return {
    id,
    target,
    en: (factor: string) => pick(en, factor),
    tr: (factor: string) => pick(tr, factor),
  };
}

/** What "Keep" sends: the proposal without its `kept` mark and sources. */
function bodyOf(proposal: Proposal) {
  const { kept: _kept, sources: _sources, ...body } = proposal;
  return body;
}

const listOf = (user: SignedIn, id: string, headers: Record<string, string>) =>
  call(user, 'GET', `/operation/recommendations/reba/${id}/`, headers) as Promise<Recommendation[]>;

async function onlyOf(user: SignedIn, id: string, headers: Record<string, string>) {
  const [rec] = await listOf(user, id, headers);
  if (!rec) throw new Error('no recommendation');
  return rec;
}

describe('kept recommendations in the reader’s language', () => {
  it('serves a proposal kept in English in Turkish on the assessment and the board, and the other way round', async () => {
    const user = await signUp(t);
    const lift = await heavyLift(user);
    const trunkEn = lift.en('posture.trunk');
    const trunkTr = lift.tr('posture.trunk');
    const saved = (await call(
      user,
      'POST',
      `/operation/recommendations/reba/${lift.id}/`,
      EN,
      bodyOf(trunkEn),
    )) as Recommendation;
    expect(saved.title).toBe(trunkEn.title);

    const expectTurkish = (rec: Recommendation | undefined) =>
      expect(rec).toMatchObject({
        title: trunkTr.title,
        risk_factor: trunkTr.risk_factor,
        measured:
          'Gövde puanı son duruşta 3 (orta); ölçülen sürenin %50 kadarında gövde fleksiyonu 30°–60° arasında',
        timeframe: 'Üç ay içinde',
        action_points: trunkTr.action_points,
        recommendation_suggestions: trunkTr.recommendation_suggestions.map((s) => ({
          text: s.text,
          catalogue_key: s.catalogue_key,
          typed: false,
        })),
        typed: { ...NOT_TYPED, action_points: trunkTr.action_points.map(() => false) },
      });
    expectTurkish(await onlyOf(user, lift.id, TR));
    const board = (await call(
      user,
      'GET',
      `/operation/recommendations/?task=${lift.target.taskId}`,
      TR,
    )) as Recommendation[];
    expectTurkish(board[0]);

    // kept in Turkish, read in English
    const user2 = await signUp(t);
    const lift2 = await heavyLift(user2);
    await call(
      user2,
      'POST',
      `/operation/recommendations/reba/${lift2.id}/`,
      TR,
      bodyOf(lift2.tr('task.load')),
    );
    expect(await onlyOf(user2, lift2.id, EN)).toMatchObject({
      title: entryOf('task.load').title.en,
      risk_factor: entryOf('task.load').risk.en,
      measured: 'Load or force: Over 10 kg',
      timeframe: lift2.en('task.load').timeframe,
      action_points: entryOf('task.load').actions.map((a) => a.text.en),
    });
  });

  it('keeps what was edited before keeping as typed, marked, and the rest in the reader’s language', async () => {
    const user = await signUp(t);
    const lift = await heavyLift(user);
    const trunk = lift.tr('posture.trunk');
    const [firstAction] = trunk.action_points;
    // "Edit and keep" in Turkish: a new title, an action point of one's own, and the priority
    // raised while the timeframe field still held the old priority's (what the form sent before)
    await call(user, 'POST', `/operation/recommendations/reba/${lift.id}/`, TR, {
      ...bodyOf(trunk),
      title: 'Paleti bel hizasına kaldırın',
      action_points: [firstAction, 'Forklift operatörüyle yükleme yüksekliğini konuşun'],
      priority: 'IMMEDIATE',
      timeframe: 'Üç ay içinde',
    });
    const rec = await onlyOf(user, lift.id, EN);
    expect(rec).toMatchObject({
      title: 'Paleti bel hizasına kaldırın',
      risk_factor: entryOf('posture.trunk').risk.en,
      measured: lift.en('posture.trunk').measured,
      priority: 'IMMEDIATE',
      timeframe: 'Start now; control within a week',
      action_points: [
        entryOf('posture.trunk').actions[0]?.text.en,
        'Forklift operatörüyle yükleme yüksekliğini konuşun',
      ],
      typed: {
        title: true,
        risk_factor: false,
        measured: false,
        timeframe: false,
        action_points: [false, true],
      },
    });

    // a measured figure rewritten by hand stays as written; saving the form unchanged keeps
    // every catalogue text a catalogue text
    const edited = (await call(user, 'PATCH', `/operation/recommendations/${rec.id}/update/`, TR, {
      measured: 'Gövde 45° öne eğik, vardiyanın yarısı boyunca',
    })) as Recommendation;
    expect(edited.typed.measured).toBe(true);
    const turkish = await onlyOf(user, lift.id, TR);
    const resaved = (await call(user, 'PATCH', `/operation/recommendations/${rec.id}/update/`, TR, {
      title: turkish.title,
      risk_factor: turkish.risk_factor,
      measured: turkish.measured,
      priority: turkish.priority,
      timeframe: turkish.timeframe,
      action_points: turkish.action_points,
    })) as Recommendation;
    expect(resaved.typed).toEqual({
      title: true,
      risk_factor: false,
      measured: true,
      timeframe: false,
      action_points: [false, true],
    });
    expect(await onlyOf(user, lift.id, EN)).toMatchObject({
      risk_factor: entryOf('posture.trunk').risk.en,
      measured: 'Gövde 45° öne eğik, vardiyanın yarısı boyunca',
      timeframe: 'Start now; control within a week',
    });
  });

  it('moves a catalogue timeframe with the priority; a typed one stays (issue 30, item 11)', async () => {
    const user = await signUp(t);
    const lift = await heavyLift(user);
    const kept = (await call(
      user,
      'POST',
      `/operation/recommendations/reba/${lift.id}/`,
      EN,
      bodyOf(lift.en('posture.trunk')),
    )) as Recommendation;
    expect(kept.timeframe).toBe('Within three months');
    const raised = (await call(user, 'PATCH', `/operation/recommendations/${kept.id}/update/`, EN, {
      priority: 'IMMEDIATE',
    })) as Recommendation;
    expect(raised).toMatchObject({
      priority: 'IMMEDIATE',
      timeframe: 'Start now; control within a week',
    });
    expect((await onlyOf(user, lift.id, TR)).timeframe).toBe(
      'Hemen başlayın; bir hafta içinde önlem alın',
    );

    await call(user, 'PATCH', `/operation/recommendations/${kept.id}/update/`, EN, {
      timeframe: 'Before the summer shutdown',
    });
    const lowered = (await call(
      user,
      'PATCH',
      `/operation/recommendations/${kept.id}/update/`,
      TR,
      {
        priority: 'SOON',
      },
    )) as Recommendation;
    expect(lowered).toMatchObject({
      priority: 'SOON',
      timeframe: 'Before the summer shutdown',
      typed: { timeframe: true },
    });
  });

  it('serves catalogue suggestions in the reader’s language and an edited one as typed', async () => {
    const user = await signUp(t);
    const lift = await heavyLift(user);
    const rec = (await call(
      user,
      'POST',
      `/operation/recommendations/reba/${lift.id}/`,
      EN,
      bodyOf(lift.en('posture.trunk')),
    )) as Recommendation;
    const entry = entryOf('posture.trunk');
    const textOf = (key: string | null, language: 'en' | 'tr') =>
      entry.suggestions.find((s) => s.key === key)?.text[language];

    // "Suggest another" in Turkish, added as offered
    const { suggestion } = (await call(user, 'POST', '/operation/assessment/suggestion/', TR, {
      recommendation: rec.id,
    })) as { suggestion: { text: string; control_type: string; catalogue_key: string } };
    const added = await call(
      user,
      'POST',
      `/operation/recommendations/${rec.id}/suggestions/`,
      TR,
      {
        ...suggestion,
      },
    );
    expect(added).toMatchObject({ text: suggestion.text, typed: false });

    const [first] = rec.recommendation_suggestions;
    if (!first) throw new Error('no suggestion');
    const edited = await call(
      user,
      'PATCH',
      `/operation/recommendations/suggestions/${first.id}/`,
      EN,
      { text: 'Scissor lift table (quote requested)' },
    );
    expect(edited).toMatchObject({ typed: true });

    const english = await onlyOf(user, lift.id, EN);
    expect(english.recommendation_suggestions.map((s) => [s.text, s.typed])).toEqual([
      ['Scissor lift table (quote requested)', true],
      [textOf(rec.recommendation_suggestions[1]?.catalogue_key ?? null, 'en'), false],
      [textOf(suggestion.catalogue_key, 'en'), false],
    ]);
    const turkish = await onlyOf(user, lift.id, TR);
    expect(turkish.recommendation_suggestions.map((s) => s.text)).toEqual([
      'Scissor lift table (quote requested)',
      textOf(rec.recommendation_suggestions[1]?.catalogue_key ?? null, 'tr'),
      suggestion.text,
    ]);

    // saving the editor unchanged leaves a catalogue suggestion a catalogue one
    const second = turkish.recommendation_suggestions[1];
    if (!second) throw new Error('no second suggestion');
    const resaved = await call(
      user,
      'PATCH',
      `/operation/recommendations/suggestions/${second.id}/`,
      TR,
      { text: second.text, control_type: second.control_type },
    );
    expect(resaved).toMatchObject({ typed: false });
  });

  it('reads recommendations kept before this version: texts matching the catalogue follow the reader, the rest stay as typed', async () => {
    const user = await signUp(t);
    const lift = await heavyLift(user);
    const trunk = lift.en('posture.trunk');
    const load = lift.en('task.load');
    const coupling = lift.en('task.coupling');
    // rows as the previous version stored them: the English texts the ergonomist kept
    const legacy = async (proposal: Proposal, changes: Partial<Proposal> = {}) => {
      const kept = { ...proposal, ...changes };
      const [row] = await t.ctx.db
        .insert(recommendations)
        .values({
          organizationId: user.orgId,
          assessmentId: lift.id,
          factorKey: kept.factor_key,
          title: kept.title,
          riskFactor: kept.risk_factor,
          measured: kept.measured,
          priority: kept.priority,
          timeframe: kept.timeframe,
          actionPoints: kept.action_points,
        })
        .returning();
      if (!row) throw new Error('no row');
      await t.ctx.db.insert(recommendationSuggestions).values(
        kept.recommendation_suggestions.map((s, index) => ({
          organizationId: user.orgId,
          recommendationId: row.id,
          text: s.text,
          controlType: s.control_type,
          catalogueKey: s.catalogue_key,
          createdAt: new Date(row.createdAt.getTime() + index),
        })),
      );
      return row.id;
    };
    const asKept = await legacy(trunk);
    const [loadOption] = load.recommendation_suggestions;
    if (!loadOption) throw new Error('no suggestion');
    const edited = await legacy(load, {
      title: 'Use the hoist for the sacks',
      action_points: [...load.action_points.slice(0, 1), 'Ask the supplier for 10 kg sacks'],
      recommendation_suggestions: [{ ...loadOption, text: 'Vacuum lifter' }],
    });
    const stale = await legacy(coupling, { measured: 'Coupling: Fair' });

    const read = async () => {
      const list = await listOf(user, lift.id, TR);
      const byId = (id: string) => {
        const found = list.find((r) => r.id === id);
        if (!found) throw new Error('missing');
        return found;
      };
      return { asKept: byId(asKept), edited: byId(edited), stale: byId(stale) };
    };
    const first = await read();
    const trunkTr = lift.tr('posture.trunk');
    expect(first.asKept).toMatchObject({
      title: trunkTr.title,
      risk_factor: trunkTr.risk_factor,
      measured: trunkTr.measured,
      timeframe: trunkTr.timeframe,
      action_points: trunkTr.action_points,
      recommendation_suggestions: trunkTr.recommendation_suggestions.map((s) => ({
        text: s.text,
        typed: false,
      })),
      typed: { ...NOT_TYPED, action_points: trunkTr.action_points.map(() => false) },
    });
    const loadTr = lift.tr('task.load');
    expect(first.edited).toMatchObject({
      title: 'Use the hoist for the sacks',
      risk_factor: loadTr.risk_factor,
      measured: loadTr.measured,
      action_points: [loadTr.action_points[0], 'Ask the supplier for 10 kg sacks'],
      recommendation_suggestions: [{ text: 'Vacuum lifter', typed: true }],
      typed: { title: true, measured: false, action_points: [false, true] },
    });
    // a figure that no longer matches what the assessment shows stays as it was kept
    expect(first.stale).toMatchObject({
      title: lift.tr('task.coupling').title,
      measured: 'Coupling: Fair',
      typed: { title: false, measured: true },
    });

    // what was matched is stored: a later correction of the assessment does not undo it
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${lift.id}/update/`,
      headers: user.headers,
      payload: { inputs: { load: 'BETWEEN_5_AND_10' } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const second = await read();
    expect(second.edited.measured).toBe(loadTr.measured);
    expect(second.edited.typed.measured).toBe(false);
    const texts = (rec: Recommendation) => ({
      title: rec.title,
      risk_factor: rec.risk_factor,
      measured: rec.measured,
      timeframe: rec.timeframe,
      action_points: rec.action_points,
      recommendation_suggestions: rec.recommendation_suggestions,
      typed: rec.typed,
    });
    for (const name of ['asKept', 'edited', 'stale'] as const)
      expect(texts(second[name])).toEqual(texts(first[name]));
    expect(translate('recommendations.timeframes.PLANNED', 'tr')).toBe(trunkTr.timeframe);
  });
});
