import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../../api/client';
import { i18n } from '../../../i18n';
import { clearSession, setTokens } from '../../../browser/session';
import { renderScreen } from '../../../test/render';
import { BOARD_COLUMNS } from '../../recommendations/lib/labels';
import {
  beforeAfter,
  boardServer,
  EMPTY_TASK,
  operation,
  reply,
  OPERATION,
  recommendation,
  TASK,
  tasks,
} from '../testing/board-server';
import { ImprovementsRoute } from './improvements';

// jsdom lacks scrollIntoView; Mantine's Select and dnd-kit's keyboard sensor call it.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}

const lift = recommendation('Add a lift table', {
  priority: 'IMMEDIATE',
  owner: 'Ayşe Yılmaz',
  due_date: '2099-03-14',
});
const rotate = recommendation('Rotate the packers every hour', { priority: 'PLANNED' });
const handles = recommendation('Give the boxes handles', {
  status: 'IN_PROGRESS',
  priority: 'SOON',
});
const mat = recommendation('Lay an anti-fatigue mat', {
  status: 'COMPLETED',
  priority: 'IMMEDIATE',
  follow_up_assessment: beforeAfter.after.id,
  before_after: beforeAfter,
});
const ALL = [lift, rotate, handles, mat];

/** The address as the screen left it, to check what it keeps in the search params. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderBoard(route = `/improvements?operation=${OPERATION}&task=${TASK}`) {
  renderScreen(
    <>
      <Notifications />
      <Routes>
        <Route
          path="/improvements"
          element={
            <>
              <ImprovementsRoute />
              <Address />
            </>
          }
        />
      </Routes>
    </>,
    route,
  );
}

const picker = (name: string) => screen.getByRole('combobox', { name });
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByTestId('card-handle')
    .map((handle) => handle.textContent);

describe('improvement tracking board', () => {
  beforeEach(() => setTokens({ access: 'a1', refresh: 'r1' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    notifications.clean();
    clearSession();
    resetClientState();
    await i18n.changeLanguage('en');
  });

  it('shows the board in the reader’s language, marks what was typed, and reads it again in a new language', async () => {
    const catalogue = { title: false, risk_factor: false, measured: false, timeframe: false };
    const kept = recommendation('Bring the work up to waist height', {
      factor_key: 'posture.trunk',
      priority: 'IMMEDIATE',
      timeframe: 'Start now; control within a week',
      typed: { ...catalogue, action_points: [] },
    });
    const edited = recommendation('Rotate the packers every hour', {
      factor_key: 'task.repetition',
      priority: 'PLANNED',
      timeframe: 'Within three months',
      typed: { ...catalogue, title: true, action_points: [] },
    });
    const own = recommendation('Lay an anti-fatigue mat', { status: 'IN_PROGRESS' });
    const server = boardServer([kept, edited, own], {
      inTurkish: [
        {
          ...kept,
          title: 'İşi bel hizasına getirin',
          timeframe: 'Hemen başlayın; bir hafta içinde önlem alın',
        },
        { ...edited, timeframe: 'Üç ay içinde' },
        own,
      ],
    });
    vi.stubGlobal('fetch', server.fetch);
    renderBoard();
    expect(await screen.findByText('Bring the work up to waist height')).toBeTruthy();

    await act(() => i18n.changeLanguage('tr'));
    expect(await screen.findByText('İşi bel hizasına getirin')).toBeTruthy();
    expect(server.languages).toEqual(['en', 'tr']);
    expect(titlesIn('Yapılacak')).toEqual([
      'İşi bel hizasına getirin',
      'Rotate the packers every hour',
    ]);
    const [first, second] = within(column('Yapılacak')).getAllByTestId('board-card');
    if (!first || !second) throw new Error('too few cards');
    expect(within(first).getByTestId('card-timeframe').textContent).toBe(
      'Uygulama süresi: Hemen başlayın; bir hafta içinde önlem alın',
    );
    expect(within(first).queryByTestId('typed-mark')).toBeNull();
    expect(within(first).queryByTestId('by-hand-mark')).toBeNull();
    // the title typed stays as written, marked; the catalogue timeframe follows the reader
    expect(within(second).getByTestId('typed-mark').textContent).toBe('Başlık yazıldığı gibi');
    expect(within(second).getByTestId('card-timeframe').textContent).toBe(
      'Uygulama süresi: Üç ay içinde',
    );
    const [mine] = within(column('Devam ediyor')).getAllByTestId('board-card');
    expect(mine && within(mine).getByTestId('by-hand-mark').textContent).toBe('Elle yazıldı');
  });

  it("loads the task in the address: its recommendations in their columns, with each card's facts", async () => {
    const server = boardServer(ALL);
    vi.stubGlobal('fetch', server.fetch);
    renderBoard();

    expect(await screen.findByText('Add a lift table')).toBeTruthy();
    expect(server.urls).toContain(
      `/api/operation/recommendations/?operation=${OPERATION}&task=${TASK}`,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Improvement tracking',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['To Do 2(cards: 2)', 'In Progress 1(cards: 1)', 'Completed 1(cards: 1)']);
    expect(titlesIn('To Do')).toEqual(['Add a lift table', 'Rotate the packers every hour']);
    expect(titlesIn('In Progress')).toEqual(['Give the boxes handles']);
    expect(titlesIn('Completed')).toEqual(['Lay an anti-fatigue mat']);

    // The pickers show the address's operation and task.
    expect((picker('Operation') as HTMLInputElement).value).toBe('Packing line');
    expect((picker('Task') as HTMLInputElement).value).toBe('Box lifting');

    const card = screen.getAllByTestId('board-card')[0] as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Add a lift table' })).toBeTruthy();
    expect(card.textContent).toContain('Priority: Immediate');
    expect(card.textContent).toContain('Within 1 month');
    expect(card.textContent).toContain('Ayşe Yılmaz');
    expect(within(card).getByTestId('card-due').textContent).toBe('Due 14 Mar 2099');
    const link = within(card).getByTestId('card-assessment');
    expect(link.getAttribute('href')).toBe(`/assessments/reba/${lift.assessment}`);
    expect(card.textContent).toContain('REBA');
    expect(card.textContent).toContain('11 · Very high');
    // Only a card with a follow-up shows the before → after line.
    expect(within(card).queryByTestId('card-follow-up')).toBeNull();
    const done = within(column('Completed')).getByTestId('card-follow-up');
    expect(within(done).getByTestId('card-scores').textContent).toBe('Score 11 → 4');
    expect(done.textContent).toContain('Risk reduction 63.6%');
  });

  it('picks an operation, then a task, and keeps both in the address', async () => {
    const server = boardServer(ALL);
    vi.stubGlobal('fetch', server.fetch);
    renderBoard('/improvements');

    expect(await screen.findByTestId('empty-pick')).toBeTruthy();
    expect(screen.getByText('Pick an operation and a task')).toBeTruthy();
    expect(picker('Task').hasAttribute('disabled')).toBe(true);
    expect(server.urls.some((url) => url.includes('/recommendations/'))).toBe(false);

    fireEvent.click(picker('Operation'));
    fireEvent.click(await screen.findByRole('option', { name: 'Packing line' }));
    await waitFor(() => expect(picker('Task').hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('Pick a task of this operation')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`?operation=${OPERATION}`);

    fireEvent.click(picker('Task'));
    fireEvent.click(await screen.findByRole('option', { name: 'Box lifting' }));
    expect(await screen.findByText('Give the boxes handles')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`?operation=${OPERATION}&task=${TASK}`);
    expect(server.urls).toContain(
      `/api/operation/recommendations/?operation=${OPERATION}&task=${TASK}`,
    );
  });

  it('filters the cards by priority and counts what each column shows', async () => {
    vi.stubGlobal('fetch', boardServer(ALL).fetch);
    renderBoard();
    await screen.findByText('Add a lift table');

    fireEvent.click(screen.getByRole('radio', { name: 'Immediate (2)' }));
    await waitFor(() => expect(titlesIn('To Do')).toEqual(['Add a lift table']));
    expect(titlesIn('In Progress')).toEqual([]);
    expect(titlesIn('Completed')).toEqual(['Lay an anti-fatigue mat']);
    expect(within(column('In Progress')).getByText('No cards of this priority here')).toBeTruthy();
    expect(column('To Do').getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'To Do (cards: 1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Planned (1)' }));
    await waitFor(() => expect(titlesIn('To Do')).toEqual(['Rotate the packers every hour']));
    expect(titlesIn('Completed')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await waitFor(() => expect(titlesIn('To Do')).toHaveLength(2));
  });

  it('says when there are no operations yet, with the way to create one', async () => {
    vi.stubGlobal('fetch', boardServer([], { operations: [] }).fetch);
    renderBoard('/improvements');
    const empty = await screen.findByTestId('empty-operations');
    expect(empty.textContent).toContain('No operations yet');
    expect(within(empty).getByRole('link', { name: 'Go to operations' }).getAttribute('href')).toBe(
      '/operations',
    );
    expect(screen.queryByRole('combobox', { name: 'Operation' })).toBeNull();
  });

  it('says when the task has no recommendations and where they are kept from', async () => {
    const server = boardServer(ALL);
    vi.stubGlobal('fetch', server.fetch);
    renderBoard(`/improvements?operation=${OPERATION}&task=${EMPTY_TASK}`);
    const empty = await screen.findByTestId('empty-recommendations');
    expect(empty.textContent).toContain('No recommendations for this task yet');
    expect(empty.textContent).toContain("kept from an assessment's detail page");
    expect(
      within(empty)
        .getByRole('link', { name: 'Open the task and its assessments' })
        .getAttribute('href'),
    ).toBe(`/operations/${OPERATION}/tasks/${EMPTY_TASK}`);
    expect(screen.queryByTestId('board')).toBeNull();
  });

  it('sends a task with no recommendations to its latest scored assessment', async () => {
    const server = boardServer(ALL);
    const summary = (id: string, name: string, status: string, created_at: string) => ({
      id,
      name,
      type: 'rula',
      status,
      score: status === 'completed' ? 5 : null,
      risk_level: status === 'completed' ? 'medium' : null,
      coverage_sufficient: status === 'completed' ? true : null,
      created_at,
    });
    const detail = {
      ...tasks[1],
      operation_detail: operation,
      assessments: [
        summary(
          '00000000-0000-4000-8000-0000000000e1',
          'Labelling, January',
          'completed',
          '2026-01-10T08:00:00Z',
        ),
        summary(
          '00000000-0000-4000-8000-0000000000e2',
          'Labelling, March',
          'completed',
          '2026-03-10T08:00:00Z',
        ),
        summary(
          '00000000-0000-4000-8000-0000000000e3',
          'Labelling, today',
          'processing',
          '2026-04-10T08:00:00Z',
        ),
      ],
    };
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      new URL(url, 'http://x').pathname === `/api/operation/tasks/${EMPTY_TASK}/detail/`
        ? reply(200, detail)
        : server.fetch(url, init),
    );
    renderBoard(`/improvements?operation=${OPERATION}&task=${EMPTY_TASK}`);
    const link = await screen.findByRole('link', {
      name: 'Open the latest assessment, “Labelling, March”',
    });
    expect(link.getAttribute('href')).toBe(
      '/assessments/rula/00000000-0000-4000-8000-0000000000e2',
    );
    expect(within(screen.getByTestId('empty-recommendations')).getAllByRole('link')).toHaveLength(
      1,
    );
  });

  it('sends a task never assessed to the task, to start its first assessment', async () => {
    const server = boardServer(ALL);
    const detail = { ...tasks[1], operation_detail: operation, assessments: [] };
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      new URL(url, 'http://x').pathname === `/api/operation/tasks/${EMPTY_TASK}/detail/`
        ? reply(200, detail)
        : server.fetch(url, init),
    );
    renderBoard(`/improvements?operation=${OPERATION}&task=${EMPTY_TASK}`);
    const link = await screen.findByRole('link', { name: 'Open the task to start an assessment' });
    expect(link.getAttribute('href')).toBe(`/operations/${OPERATION}/tasks/${EMPTY_TASK}`);
    expect(screen.getByTestId('empty-recommendations').textContent).toContain(
      'has not been assessed yet',
    );
  });

  it('drops a task in the address that the operation does not have', async () => {
    const server = boardServer(ALL);
    vi.stubGlobal('fetch', server.fetch);
    renderBoard(`/improvements?operation=${OPERATION}&task=00000000-0000-4000-8000-00000000dead`);
    expect(await screen.findByText('Pick a task of this operation')).toBeTruthy();
    expect((picker('Task') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('board')).toBeNull();
  });

  it('moves a card from its menu at once, then saves the new status', async () => {
    const server = boardServer(ALL, { holdMoves: true });
    vi.stubGlobal('fetch', server.fetch);
    renderBoard();
    await screen.findByText('Add a lift table');

    fireEvent.click(screen.getByRole('button', { name: 'Actions for “Add a lift table”' }));
    expect(await screen.findByRole('menuitem', { name: 'Move to Completed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to In Progress' }));

    // Shown in its new column before the server has answered.
    await waitFor(() =>
      expect(titlesIn('In Progress')).toEqual(['Add a lift table', 'Give the boxes handles']),
    );
    expect(titlesIn('To Do')).toEqual(['Rotate the packers every hour']);
    expect(server.patches).toEqual([{ id: lift.id, body: { status: 'IN_PROGRESS' } }]);
    expect(screen.getByTestId('board-status').textContent).toBe(
      '“Add a lift table” moved to In Progress.',
    );
    // The focus follows the card to its new column.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add a lift table'));

    server.release();
    // After the save the board is read again and the card stays where it was put.
    await waitFor(() =>
      expect(server.urls.filter((url) => url.includes('/recommendations/?'))).toHaveLength(2),
    );
    expect(titlesIn('In Progress')).toEqual(['Add a lift table', 'Give the boxes handles']);
  });

  it('puts the card back and says so when the status cannot be saved', async () => {
    const server = boardServer(ALL, {
      refuseMoves: true,
      holdMoves: true,
      stallReadsAfterMove: true,
    });
    vi.stubGlobal('fetch', server.fetch);
    renderBoard();
    await screen.findByText('Add a lift table');

    fireEvent.click(screen.getByRole('button', { name: 'Actions for “Add a lift table”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to Completed' }));
    await waitFor(() => expect(titlesIn('Completed')).toContain('Add a lift table'));

    server.release();
    await waitFor(() =>
      expect(titlesIn('To Do')).toEqual(['Add a lift table', 'Rotate the packers every hour']),
    );
    expect(titlesIn('Completed')).toEqual(['Lay an anti-fatigue mat']);
    expect(await screen.findByText('Status not saved')).toBeTruthy();
    expect(
      screen.getByText(
        'Server error. Please try again later. “Add a lift table” is back in To Do.',
      ),
    ).toBeTruthy();
    expect(server.patches).toEqual([{ id: lift.id, body: { status: 'COMPLETED' } }]);
  });

  it('opens the measured before and after of a recommendation with a follow-up', async () => {
    vi.stubGlobal('fetch', boardServer(ALL).fetch);
    renderBoard();
    await screen.findByText('Lay an anti-fatigue mat');
    expect(screen.queryByTestId('before-after')).toBeNull();

    fireEvent.click(
      screen.getByRole('button', { name: 'Before and after: Lay an anti-fatigue mat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lay an anti-fatigue mat' });
    const panel = within(dialog).getByTestId('before-after');
    expect(
      within(panel)
        .getAllByTestId('before-after-score')
        .map((score) => score.textContent),
    ).toEqual(['11', '4']);
    expect(within(panel).getByTestId('before-after-change').textContent).toContain(
      'Risk reduction',
    );
  });

  it('shows an error with a retry when the recommendations cannot be read', async () => {
    let fail = true;
    const server = boardServer(ALL);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (fail && url.includes('/recommendations/?'))
          return reply(403, { errors: [{ field: 'detail', message: 'Forbidden.' }] });
        return server.fetch(url, init);
      }),
    );
    renderBoard();
    const error = await screen.findByTestId('board-error');
    expect(error.textContent).toContain('The recommendations could not be loaded');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Add a lift table')).toBeTruthy();
  });

  describe('with the keyboard', () => {
    // jsdom lays nothing out: the columns stand side by side, 300 px wide, and a card sits in its column.
    beforeEach(() => {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        const columnOf = this.closest('[data-column]');
        const column = columnOf?.getAttribute('data-column');
        const index = BOARD_COLUMNS.findIndex((status) => status === column);
        if (index < 0) return new DOMRect(0, 0, 0, 0);
        const left = index * 320;
        if (this === columnOf) return new DOMRect(left, 100, 300, 800);
        return new DOMRect(left + 10, 160, 280, 140);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    const press = async (target: Element, code: string) => {
      fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
      // The sensor listens on the document from the next tick on.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };

    it('picks a card up with Space, moves it one column with an arrow and drops it with Space', async () => {
      const server = boardServer(ALL);
      vi.stubGlobal('fetch', server.fetch);
      renderBoard();
      await screen.findByText('Add a lift table');

      const handle = screen.getByRole('button', { name: 'Add a lift table' });
      expect(handle.getAttribute('aria-roledescription')).toBe('draggable card');
      const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(instructions?.textContent).toContain('press Space or Enter to pick it up');

      handle.focus();
      await press(handle, 'Space');
      await waitFor(() =>
        expect(screen.getByText('Picked up “Add a lift table” from To Do.')).toBeTruthy(),
      );
      await press(handle, 'ArrowRight');
      await waitFor(() =>
        expect(screen.getByText('“Add a lift table” is over In Progress.')).toBeTruthy(),
      );
      await press(handle, 'Space');

      await waitFor(() => expect(titlesIn('In Progress')).toContain('Add a lift table'));
      expect(server.patches).toEqual([{ id: lift.id, body: { status: 'IN_PROGRESS' } }]);
      expect(
        screen.getAllByText('“Add a lift table” moved to In Progress.').length,
      ).toBeGreaterThan(0);
    });

    it('leaves the card where it was when the move is cancelled with Escape', async () => {
      const server = boardServer(ALL);
      vi.stubGlobal('fetch', server.fetch);
      renderBoard();
      await screen.findByText('Add a lift table');

      const handle = screen.getByRole('button', { name: 'Add a lift table' });
      handle.focus();
      await press(handle, 'Space');
      await press(handle, 'ArrowRight');
      await press(handle, 'Escape');
      await waitFor(() =>
        expect(screen.getByText('Move cancelled. “Add a lift table” stays in To Do.')).toBeTruthy(),
      );
      expect(titlesIn('To Do')).toContain('Add a lift table');
      expect(server.patches).toEqual([]);
    });
  });
});
