import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { formatLongDateTime } from '../../../lib/dates';
import { checklistActivation, errorBody, reply } from '../testing/fixtures';
import '../testing/jsdom';
import { ChecklistResponseRoute } from './checklist-response';

const RESPONSE = '/api/operation/checklist/c1/tok-1/';

type Handler = (url: string, init: RequestInit) => Response;

function serve(get: Handler, post: Handler = () => reply(201, { detail: 'ok' })) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) =>
    (init.method ?? 'GET') === 'GET' ? get(url, init) : post(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const activationOk: Handler = (_url, init) =>
  reply(
    200,
    checklistActivation(
      (init.headers as Record<string, string>)['Accept-Language'] === 'tr' ? 'tr' : 'en',
    ),
  );

function renderChecklist() {
  renderScreen(
    <>
      <Notifications />
      <Routes>
        <Route path="/checklist/:uid/:token" element={<ChecklistResponseRoute />} />
      </Routes>
    </>,
    '/checklist/c1/tok-1',
  );
}

const formShown = () => screen.findByRole('heading', { level: 1, name: 'Head office, 3rd floor' });
const questionGroup = (id: string) =>
  within(screen.getByTestId(`checklist-question-${id}`)).getByRole('radiogroup');
const answer = (id: string, option: 'Yes' | 'No' | 'Not applicable') =>
  fireEvent.click(within(questionGroup(id)).getByRole('radio', { name: option }));
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('checklist response page (public)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    notifications.clean();
    await act(() => changeLanguage('en'));
  });

  it('shows the organization, the title, the deadline in the reader’s language, the questions by category', async () => {
    const fetchMock = serve(activationOk);
    renderChecklist();
    await formShown();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Acme Logistics')).toBeTruthy();
    expect(screen.getByTestId('checklist-deadline').textContent).toBe(
      `Open until ${formatLongDateTime('2026-11-30T17:00:00.000Z', 'en')}`,
    );
    expect(formatLongDateTime('2026-11-30T12:00:00.000Z', 'en')).toMatch(/30 November 2026/);
    expect(formatLongDateTime('2026-11-30T12:00:00.000Z', 'tr')).toMatch(/30 Kasım 2026/);
    for (const name of ['Workstation', 'Environment', 'Safety', 'Work organisation'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getAllByRole('radiogroup', { name: /^Question \d+/ })).toHaveLength(
      CHECKLIST_QUESTIONS.length,
    );
    // Critical items say so in words (with an icon), not by colour alone.
    const critical = CHECKLIST_QUESTIONS.filter((q) => q.critical);
    expect(critical.length).toBeGreaterThan(0);
    for (const question of CHECKLIST_QUESTIONS) {
      const card = screen.getByTestId(`checklist-question-${question.id}`);
      expect(within(card).queryAllByText('Critical')).toHaveLength(question.critical ? 1 : 0);
      // …and a screen reader hears it with the question.
      expect(within(card).getByRole('radiogroup').getAttribute('aria-labelledby')).toBeTruthy();
      expect(
        within(card).queryByRole('radiogroup', { name: /^Question \d+ Critical/ }) !== null,
      ).toBe(question.critical);
    }
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(RESPONSE);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("lists the unanswered questions under 'Missing Fields' and sends nothing", async () => {
    const fetchMock = serve(activationOk);
    renderChecklist();
    await formShown();
    const [first, second, ...rest] = CHECKLIST_QUESTIONS;
    answer(first?.id ?? '', 'Yes');
    answer(second?.id ?? '', 'Not applicable');
    fireEvent.click(submitButton());

    const list = await screen.findByRole('region', { name: 'Missing Fields' });
    expect(document.activeElement).toBe(list);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      rest.map((_, index) => `Question ${index + 3} is invalid: Please answer this question`),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(rest[0]?.id ?? '', 'No');
    expect(within(list).queryByRole('button', { name: 'Question 3 is invalid:' })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(rest.length - 1);
  });

  it("sends every answer with its comment, then shows the 'Done' screen", async () => {
    const fetchMock = serve(activationOk);
    renderChecklist();
    await formShown();
    for (const question of CHECKLIST_QUESTIONS) answer(question.id, 'Yes');
    const [first] = CHECKLIST_QUESTIONS;
    const id = first?.id ?? '';
    answer(id, 'No');
    fireEvent.click(
      within(screen.getByTestId(`checklist-question-${id}`)).getByRole('button', {
        name: 'Add a comment',
      }),
    );
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    expect((comment as HTMLTextAreaElement).maxLength).toBe(1000);
    fireEvent.change(comment, { target: { value: ' The backrest is broken. ' } });
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Done' })).toBeTruthy();
    expect(await screen.findByText('Form Submitted Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(RESPONSE);
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body as string) as { responses: unknown[] };
    expect(body.responses).toHaveLength(CHECKLIST_QUESTIONS.length);
    expect(body.responses[0]).toEqual({
      question_id: id,
      answer: 'NO',
      comment: 'The backrest is broken.',
    });
    expect(body.responses[1]).toEqual({ question_id: CHECKLIST_QUESTIONS[1]?.id, answer: 'YES' });
  });

  it("past the deadline (410) shows the server's message and no form", async () => {
    const closed = 'This checklist closed on 30 November 2026 and no longer accepts responses.';
    serve(() => reply(410, errorBody(closed)));
    renderChecklist();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The deadline has passed' }),
    ).toBeTruthy();
    expect(screen.getByText(closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryAllByRole('radiogroup', { name: /^Question/ })).toHaveLength(0);
  });

  it('closing while the form is open (410 on submit) ends on the same screen', async () => {
    const closed = 'This checklist closed on 30 November 2026 and no longer accepts responses.';
    serve(activationOk, () => reply(410, errorBody(closed)));
    renderChecklist();
    await formShown();
    for (const question of CHECKLIST_QUESTIONS) answer(question.id, 'Yes');
    fireEvent.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The deadline has passed' }),
    ).toBeTruthy();
    expect(screen.getByText(closed)).toBeTruthy();
  });

  it('a bad link (404) shows that the activation parameters failed', async () => {
    serve(() => reply(404, errorBody('Failed to retrieve activation parameters.')));
    renderChecklist();
    expect(await screen.findByText('Failed to retrieve activation parameters.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
  });

  it("names the server's unanswered question (400) under 'Missing Fields'", async () => {
    const [, second] = CHECKLIST_QUESTIONS;
    serve(activationOk, () =>
      reply(400, errorBody('Please answer this question', second?.id ?? '')),
    );
    renderChecklist();
    await formShown();
    for (const question of CHECKLIST_QUESTIONS) answer(question.id, 'Yes');
    fireEvent.click(submitButton());
    const list = await screen.findByRole('region', { name: 'Missing Fields' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Question 2 is invalid: Please answer this question',
    );
  });

  it('in Turkish: the questions come again in Turkish, the answers kept', async () => {
    const fetchMock = serve(activationOk);
    renderChecklist();
    await formShown();
    const [first] = CHECKLIST_QUESTIONS;
    answer(first?.id ?? '', 'No');
    fireEvent.click(screen.getByRole('radio', { name: 'TR' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Çalışma istasyonu' }),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('tr');
    expect(
      within(questionGroup(first?.id ?? ''))
        .getByRole('radio', { name: 'Hayır' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByTestId('checklist-deadline').textContent).toMatch(
      /^Son yanıt tarihi: 30 Kasım 2026/,
    );
  });
});
