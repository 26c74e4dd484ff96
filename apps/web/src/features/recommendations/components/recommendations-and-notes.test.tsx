import type { Note, Proposal, Recommendation } from '@ergo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { reply } from '../../assessment-detail/testing/served-assessment';
import { RecommendationsAndNotes } from './recommendations-and-notes';

// jsdom lacks scrollIntoView; Mantine's Select calls it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}

const ID = '11111111-1111-4111-8111-111111111111';
const TASK = '22222222-2222-4222-8222-222222222222';
const OP = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';
const NOW = '2026-11-20T10:00:00.000Z';

const proposal: Proposal = {
  factor_key: 'posture.trunk',
  title: 'Bring the work up to waist height',
  risk_factor: 'Forward bending of the trunk',
  measured:
    'Trunk score 3 in the final posture (moderate); trunk flexion 30°–60° for 50% of the measured time',
  priority: 'PLANNED',
  timeframe: 'Within three months',
  action_points: ['Raise the pallet', 'Rotate tasks'],
  recommendation_suggestions: [
    { text: 'Lift table', control_type: 'ENGINEERING', catalogue_key: 'lift_table' },
    { text: 'Job rotation', control_type: 'ADMINISTRATIVE', catalogue_key: 'rotation' },
  ],
  sources: ['Hignett & McAtamney (2000). REBA.'],
  kept: false,
};

function kept(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    assessment: ID,
    task: TASK,
    operation: OP,
    factor_key: 'posture.trunk',
    title: 'Bring the work up to waist height',
    risk_factor: 'Forward bending of the trunk',
    measured: proposal.measured,
    status: 'TODO',
    priority: 'PLANNED',
    timeframe: 'Within three months',
    action_points: ['Raise the pallet'],
    owner: '',
    due_date: null,
    follow_up_assessment: null,
    recommendation_suggestions: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        text: 'Lift table',
        control_type: 'ENGINEERING',
        catalogue_key: 'lift_table',
        typed: false,
      },
    ],
    typed: {
      title: false,
      risk_factor: false,
      measured: false,
      timeframe: false,
      action_points: [false],
    },
    created_at: NOW,
    updated_at: NOW,
    assessment_info: {
      name: 'Before',
      type: 'reba',
      score: 9,
      risk_level: 'high',
      coverage_sufficient: true,
      created_at: NOW,
    },
    task_name: 'Palletising',
    operation_name: 'Line 1',
    moves: [],
    before_after: null,
    ...overrides,
  };
}

const note: Note = {
  id: '77777777-7777-4777-8777-777777777777',
  text: 'Pallet on the floor',
  author: { id: USER, name: 'Ayşe Yılmaz' },
  created_at: NOW,
  updated_at: NOW,
  editable: true,
};

/**
 * The same kept recommendation as the server serves it to a Turkish reader: the catalogue's texts
 * in Turkish, the title and one action point and one suggestion as the ergonomist typed them.
 */
const keptForTurkish = kept({
  title: 'Raise the pallet to knuckle height',
  risk_factor: 'Gövdenin öne eğilmesi',
  measured:
    'Gövde puanı son duruşta 3 (orta); ölçülen sürenin %50 kadarında gövde fleksiyonu 30°–60° arasında',
  timeframe: 'Üç ay içinde',
  action_points: ['Paleti yükseltin', 'Order a lift table'],
  recommendation_suggestions: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      text: 'Kaldırma masası',
      control_type: 'ENGINEERING',
      catalogue_key: 'lift_table',
      typed: false,
    },
    {
      id: '99999999-9999-4999-8999-999999999999',
      text: 'Scissor lift (quote requested)',
      control_type: 'ENGINEERING',
      catalogue_key: 'rotation',
      typed: true,
    },
  ],
  typed: {
    title: true,
    risk_factor: false,
    measured: false,
    timeframe: false,
    action_points: [false, true],
  },
});

/**
 * A fake API for one assessment's recommendations and notes; it records the writes and the
 * language of every read. `keptTr` is what a Turkish reader is served (`kept` otherwise).
 */
function server(state: { kept: Recommendation[]; notes: Note[]; keptTr?: Recommendation[] }) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const reads: { url: string; language: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
    if (method !== 'GET') writes.push({ method, url, body });
    else reads.push({ url, language: language ?? '' });
    if (url === `/api/operation/recommendations/reba/${ID}/`) {
      if (method === 'POST') {
        const created = kept({ title: (body as { title: string }).title });
        state.kept.push(created);
        return reply(201, created);
      }
      return reply(200, language === 'tr' && state.keptTr ? state.keptTr : state.kept);
    }
    if (url === `/api/operation/reba/${ID}/recommendations/sample/`)
      return reply(200, [
        { ...proposal, kept: state.kept.some((k) => k.factor_key === proposal.factor_key) },
      ]);
    if (url === '/api/operation/assessment/suggestion/')
      return reply(200, {
        suggestion: { text: 'Tilting stand', control_type: 'ENGINEERING', catalogue_key: 'tilt' },
      });
    if (url === `/api/operation/reba/${ID}/notes/`) return reply(200, state.notes);
    if (url === `/api/operation/reba/${ID}/notes/create/`) {
      const created = {
        ...note,
        id: '88888888-8888-4888-8888-888888888888',
        text: (body as { text: string }).text,
      };
      state.notes.push(created);
      return reply(201, created);
    }
    if (url === `/api/operation/reba/${ID}/notes/sample/`)
      return reply(200, [{ key: 'load', text: 'Weigh the real load' }]);
    return reply(404, { errors: [{ field: 'detail', message: 'Not found.' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(writes, { reads });
}

function renderSection() {
  renderScreen(
    <RecommendationsAndNotes
      assessment={{
        id: ID,
        type: 'reba',
        task: TASK,
        operation: OP,
        created_at: NOW,
        scored: true,
      }}
    />,
  );
}

describe('recommendations and notes on the detail page', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('says there are none yet and keeps a proposal as it is', async () => {
    const writes = server({ kept: [], notes: [] });
    renderSection();
    expect(await screen.findByTestId('no-recommendations')).toBeTruthy();
    const card = await screen.findByTestId('proposal');
    expect(card.textContent).toContain('trunk flexion 30°–60° for 50% of the measured time');
    fireEvent.click(within(card).getByTestId('keep-proposal'));
    await screen.findByTestId('kept-recommendation');
    const post = writes.find((w) => w.method === 'POST');
    expect(post?.body).toMatchObject({
      factor_key: 'posture.trunk',
      title: proposal.title,
      priority: 'PLANNED',
      recommendation_suggestions: proposal.recommendation_suggestions,
    });
    // the kept factor is no longer offered
    await waitFor(() => expect(screen.queryByTestId('proposal')).toBeNull());
    expect(screen.getByTestId('no-proposals').textContent).toBe('Every proposal has been kept.');
  });

  it('offers another suggestion from the catalogue and adds it', async () => {
    const writes = server({ kept: [kept()], notes: [] });
    renderSection();
    fireEvent.click(await screen.findByTestId('suggest-another'));
    const offered = await screen.findByTestId('offered-suggestion');
    expect(offered.textContent).toContain('Tilting stand');
    expect(writes.at(-1)).toMatchObject({
      url: '/api/operation/assessment/suggestion/',
      body: { recommendation: kept().id, skip: [] },
    });
    fireEvent.click(within(offered).getByRole('button', { name: 'Not this one' }));
    await waitFor(() => expect(writes.at(-1)?.body).toMatchObject({ skip: ['tilt'] }));
    fireEvent.click(
      within(await screen.findByTestId('offered-suggestion')).getByRole('button', {
        name: 'Add it',
      }),
    );
    await waitFor(() =>
      expect(writes.at(-1)).toMatchObject({
        method: 'POST',
        url: `/api/operation/recommendations/${kept().id}/suggestions/`,
        body: { text: 'Tilting stand', control_type: 'ENGINEERING', catalogue_key: 'tilt' },
      }),
    );
  });

  it('adds a note from a starter note, shown with its author, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const writes = server({ kept: [], notes: [] });
    renderSection();
    expect(await screen.findByText('Henüz not yok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Başlangıç notları' }));
    fireEvent.click(await screen.findByText('Weigh the real load'));
    expect(screen.getByTestId<HTMLTextAreaElement>('note-input').value).toBe('Weigh the real load');
    fireEvent.click(screen.getByTestId('add-note'));
    const added = await screen.findByTestId('note');
    expect(added.textContent).toContain('Weigh the real load');
    expect(added.textContent).toContain('Ayşe Yılmaz');
    expect(writes.at(-1)).toMatchObject({ method: 'POST', body: { text: 'Weigh the real load' } });
  });

  it('shows a kept recommendation in Turkish, marking what was typed, and reads it again when the language changes', async () => {
    const api = server({ kept: [kept()], keptTr: [keptForTurkish], notes: [] });
    renderSection();
    const english = await screen.findByTestId('kept-recommendation');
    expect(within(english).getByRole('heading', { level: 4 }).textContent).toBe(
      'Bring the work up to waist height',
    );
    expect(within(english).queryAllByTestId('typed-mark')).toHaveLength(0);

    // the server writes the catalogue's texts in the reader's language: a new language, a new read
    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() =>
      expect(screen.getByTestId('kept-recommendation').textContent).toContain(
        'Gövdenin öne eğilmesi',
      ),
    );
    expect(api.reads).toContainEqual({
      url: `/api/operation/recommendations/reba/${ID}/`,
      language: 'tr',
    });
    const card = screen.getByTestId('kept-recommendation');
    const title = within(card).getByRole('heading', { level: 4 });
    expect(title.textContent).toBe('Raise the pallet to knuckle height');
    expect(title.parentElement?.textContent).toBe(
      'Raise the pallet to knuckle heightYazıldığı gibi',
    );
    expect(within(card).getByTestId('risk-factor').textContent).toBe(
      'Risk etkeni: Gövdenin öne eğilmesi',
    );
    expect(within(card).getByTestId('measured').textContent).toBe(
      `Ölçülen: ${keptForTurkish.measured}`,
    );
    expect(within(card).getByTestId('timeframe').textContent).toBe('Üç ay içinde');
    expect(within(card).getByText('Planlı')).toBeTruthy();
    expect(within(card).getByText('Eylem adımları')).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('action-point')
        .map((item) => item.textContent),
    ).toEqual(['Paleti yükseltin', 'Order a lift tableYazıldığı gibi']);
    expect(
      within(card)
        .getAllByTestId('suggestion')
        .map((item) => item.textContent),
    ).toEqual([
      'MühendislikKaldırma masası',
      'MühendislikScissor lift (quote requested)Yazıldığı gibi',
    ]);
    expect(within(card).queryByTestId('by-hand-mark')).toBeNull();
  });

  it('marks a recommendation written by hand once, not each of its texts', async () => {
    await i18n.changeLanguage('tr');
    server({
      kept: [
        kept({
          factor_key: null,
          title: 'Rotate the packers every hour',
          recommendation_suggestions: [],
          typed: {
            title: true,
            risk_factor: true,
            measured: true,
            timeframe: false,
            action_points: [true],
          },
        }),
      ],
      notes: [],
    });
    renderSection();
    const card = await screen.findByTestId('kept-recommendation');
    expect(within(card).getByTestId('by-hand-mark').textContent).toBe('Elle yazıldı');
    expect(within(card).queryAllByTestId('typed-mark')).toHaveLength(0);
  });

  it('Edit and keep: a new priority brings its timeframe along (issue 30, item 11)', async () => {
    const writes = server({ kept: [], notes: [] });
    renderSection();
    const proposalCard = await screen.findByTestId('proposal');
    fireEvent.click(
      within(proposalCard).getByRole('button', { name: `Edit and keep: ${proposal.title}` }),
    );
    const form = await screen.findByTestId('recommendation-form');
    const timeframe = within(form).getByRole('textbox', { name: 'Timeframe' });
    expect((timeframe as HTMLInputElement).value).toBe('Within three months');

    fireEvent.click(within(form).getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Immediate' }));
    await waitFor(() =>
      expect((timeframe as HTMLInputElement).value).toBe('Start now; control within a week'),
    );
    expect(within(form).getByText('Follows the priority until you change it.')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('save-recommendation'));
    await waitFor(() =>
      expect(writes.find((w) => w.method === 'POST')?.body).toMatchObject({
        priority: 'IMMEDIATE',
        timeframe: 'Start now; control within a week',
      }),
    );
  });

  it('Edit and keep: a timeframe typed stays when the priority changes', async () => {
    server({ kept: [], notes: [] });
    renderSection();
    fireEvent.click(
      within(await screen.findByTestId('proposal')).getByRole('button', {
        name: `Edit and keep: ${proposal.title}`,
      }),
    );
    const again = await screen.findByTestId('recommendation-form');
    const own = within(again).getByRole('textbox', { name: 'Timeframe' });
    fireEvent.change(own, { target: { value: 'Before the summer shutdown' } });
    fireEvent.click(within(again).getByRole('combobox', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Soon' }));
    await waitFor(() =>
      expect(within(again).getByRole('combobox', { name: 'Priority' })).toHaveProperty(
        'value',
        'Soon',
      ),
    );
    expect((own as HTMLInputElement).value).toBe('Before the summer shutdown');
  });
});
