import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { errorBody, qecActivation, reply } from '../testing/fixtures';
import '../testing/jsdom';
import { QecSurveyRoute } from './qec-survey';

const SURVEY = '/api/operation/qec/worker/q1/tok-1/';

type Handler = (url: string, init: RequestInit) => Response;

/** Answers the activation with `get`, and a submission with `post` (201 unless told). */
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
    qecActivation(
      (init.headers as Record<string, string>)['Accept-Language'] === 'tr' ? 'tr' : 'en',
    ),
  );

function renderSurvey() {
  renderScreen(
    <>
      <Notifications />
      <Routes>
        <Route path="/qec/:qecId/:token" element={<QecSurveyRoute />} />
      </Routes>
    </>,
    '/qec/q1/tok-1',
  );
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
function choose(question: RegExp, option: string) {
  fireEvent.click(within(group(question)).getByRole('radio', { name: option }));
}
/** The details box under a question, named after that question (issue 30: not after a letter). */
const detailsBox = (question: string) =>
  screen.queryByRole('textbox', { name: new RegExp(`^Details for question ${question}:`) });

function fillAll() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Job title/ }), {
    target: { value: 'Packer' },
  });
  choose(/^Gender/, 'Female');
  fireEvent.change(screen.getByRole('textbox', { name: /^Age/ }), { target: { value: '34' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Years in this job/ }), {
    target: { value: '6' },
  });
  choose(/heaviest weight/, 'Moderate (6 to 10 kg)');
  choose(/how much time a day/, '2 to 4 hours');
  choose(/highest force/, 'Medium (1 to 4 kg)');
  choose(/demanding is this task on your eyes/, 'Low (almost no need to see fine details)');
  choose(/drive a vehicle/, 'Less than 1 hour, or never');
  choose(/vibrating tools/, '1 to 4 hours');
  choose(/keep up with this work/, 'Sometimes');
  choose(/how stressful/, 'Mildly stressful');
}

const formShown = () => screen.findByRole('heading', { level: 1, name: 'Packing line, station 4' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('QEC worker survey (public)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    notifications.clean();
    await act(() => changeLanguage('en'));
  });

  it('shows the organization, the title as the one h1, the worker details and questions H–Q', async () => {
    const fetchMock = serve(activationOk);
    renderSurvey();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packing line, station 4' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Acme Logistics')).toBeTruthy();
    expect(
      within(group(/^Gender/))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Male', 'Female', 'Others']);
    for (const letter of ['H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q'])
      expect(screen.getByRole('radiogroup', { name: new RegExp(`^${letter} `) })).toBeTruthy();
    // A public call: no token, the page's language.
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SURVEY);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Accept-Language']).toBe('en');
  });

  it('opens each details box, required, exactly when its answer asks for it (SPEC §5)', async () => {
    serve(activationOk);
    renderSurvey();
    await formShown();
    expect(detailsBox('L')).toBeNull();
    expect(detailsBox('P')).toBeNull();
    expect(detailsBox('Q')).toBeNull();

    choose(/demanding is this task on your eyes/, 'High (you need to see some fine details)');
    const boxL = detailsBox('L') as HTMLTextAreaElement;
    expect(boxL.required).toBe(true);
    expect(boxL.maxLength).toBe(1000);
    choose(/demanding is this task on your eyes/, 'Low (almost no need to see fine details)');
    expect(detailsBox('L')).toBeNull();

    choose(/keep up with this work/, 'Sometimes');
    expect(detailsBox('P')).toBeNull();
    choose(/keep up with this work/, 'Never');
    expect(detailsBox('P')).toBeNull();
    choose(/keep up with this work/, 'Often');
    expect((detailsBox('P') as HTMLTextAreaElement).required).toBe(true);

    for (const [answer, open] of [
      ['Not at all stressful', false],
      ['Mildly stressful', false],
      ['Moderately stressful', true],
      ['Very stressful', true],
    ] as const) {
      choose(/how stressful/, answer);
      expect(detailsBox('Q') !== null).toBe(open);
    }
  });

  it("lists every invalid field under 'Missing Fields', focused, marks each field, and sends nothing", async () => {
    const fetchMock = serve(activationOk);
    renderSurvey();
    await formShown();
    choose(/demanding is this task on your eyes/, 'High (you need to see some fine details)');
    fireEvent.click(submitButton());

    const list = await screen.findByRole('region', { name: 'Missing Fields' });
    expect(document.activeElement).toBe(list);
    const entries = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Job title is invalid: This field is required',
      'Gender is invalid: Please answer this question',
      // The shared schema's message for an empty number input.
      'Age is invalid: Please answer this question',
      'Years in this job is invalid: Please answer this question',
      ...['H', 'J', 'K'].map(
        (letter) => `Question ${letter} is invalid: Please answer this question`,
      ),
      // L is answered (High), so its box is expected at once, not only after the rest is valid.
      'Details for question L is invalid: Please describe it in this box',
      ...['M', 'N', 'P', 'Q'].map(
        (letter) => `Question ${letter} is invalid: Please answer this question`,
      ),
    ]);
    // Each field carries its own message (text, not colour alone), tied to it for screen readers.
    const weight = group(/heaviest weight/);
    const described = weight.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please answer this question');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // An entry takes the user to its field; a corrected field leaves the list.
    fireEvent.click(within(list).getByRole('button', { name: 'Question H is invalid:' }));
    expect(document.activeElement?.getAttribute('role')).toBe('radio');
    expect(weight.contains(document.activeElement)).toBe(true);
    choose(/heaviest weight/, 'Light (5 kg or less)');
    expect(within(list).queryByRole('button', { name: 'Question H is invalid:' })).toBeNull();
  });

  it('asks for an open details box, and not for one its answer closed again', async () => {
    serve(activationOk);
    renderSurvey();
    await formShown();
    fillAll();
    choose(/demanding is this task on your eyes/, 'High (you need to see some fine details)');
    choose(/how stressful/, 'Very stressful');
    fireEvent.click(submitButton());
    const list = await screen.findByRole('region', { name: 'Missing Fields' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Details for question L is invalid: Please describe it in this box',
      'Details for question Q is invalid: Please describe it in this box',
    ]);
    choose(/how stressful/, 'Mildly stressful');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Details for question L is invalid: Please describe it in this box']);
  });

  it("sends the contract's body, then toasts and shows the 'Done' screen", async () => {
    const fetchMock = serve(activationOk);
    renderSurvey();
    await formShown();
    fillAll();
    choose(/keep up with this work/, 'Often');
    fireEvent.change(detailsBox('P') as HTMLElement, {
      target: { value: '  The belt speed is set for two people.  ' },
    });
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Done' })).toBeTruthy();
    expect(
      screen.getByText('Your form has been submitted successfully', { selector: 'p' }),
    ).toBeTruthy();
    expect(await screen.findByText('Form Submitted Successfully')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(SURVEY);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(init.body as string)).toEqual({
      job_title: 'Packer',
      gender: 'FEMALE',
      age: 34,
      working_years: 6,
      max_weight_handled: 'MODERATE',
      time_spent: 'BETWEEN_2_AND_4_HOURS',
      max_force_level: 'MEDIUM',
      visual_demand: 'LOW',
      driving: 'LESS_THAN_1_HOUR',
      vibration: 'BETWEEN_1_AND_4_HOURS',
      work_pace: 'OFTEN',
      work_pace_details: 'The belt speed is set for two people.',
      stress: 'MILDLY',
    });
  });

  it("shows the server's 400 errors under 'Missing Fields' and its 429 message", async () => {
    let answer = reply(400, errorBody('Enter a number in the expected range', 'age'));
    serve(activationOk, () => answer);
    renderSurvey();
    await formShown();
    fillAll();
    fireEvent.click(submitButton());
    const list = await screen.findByRole('region', { name: 'Missing Fields' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Age is invalid: Enter a number in the expected range',
    );

    answer = reply(429, errorBody('Too many requests. Please try again later.'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Age/ }), { target: { value: '35' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it("shows 'Something went wrong' under 'Something Went Wrong' when a submission fails otherwise", async () => {
    serve(activationOk, () => reply(503, errorBody('Server error. Please try again later.')));
    renderSurvey();
    await formShown();
    fillAll();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something Went Wrong')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Job title/ }).value).toBe(
      'Packer',
    );
  });

  it('a bad, expired or revoked link shows that the activation parameters failed', async () => {
    serve(() => reply(404, errorBody('Failed to retrieve activation parameters.')));
    renderSurvey();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeTruthy();
    expect(screen.getByText('Failed to retrieve activation parameters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("any other refusal of the link shows 'Something went wrong' under 'Something Went Wrong'", async () => {
    serve(() => reply(403, errorBody('Access denied.')));
    renderSurvey();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('names each details box after its question, in Turkish too: L’s box is never “N kutusu”, N being the next question', async () => {
    serve(activationOk);
    renderSurvey();
    await formShown();
    fireEvent.click(screen.getByRole('radio', { name: 'TR' }));
    expect(await screen.findByRole('radiogroup', { name: /^H .*en ağır yük/i })).toBeTruthy();
    // L, visual demand: its second answer (high) opens the box.
    fireEvent.click(within(group(/^L /)).getAllByRole('radio')[1] as HTMLElement);
    const box = screen.getByRole('textbox', { name: /^L sorusunun açıklaması: / });
    expect(box.closest('[data-testid="question-visual_demand"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const list = await screen.findByRole('region', { name: 'Eksik alanlar' });
    const entries = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(entries).toContain(
      'L sorusunun açıklaması geçersiz: Lütfen bu kutuya kısa bir açıklama yazın',
    );
    expect(entries.filter((entry) => /kutusu/.test(entry))).toEqual([]);
    // N is the vibration question: named once, as a question.
    expect(entries.filter((entry) => entry.startsWith('N '))).toEqual([
      'N sorusu geçersiz: Lütfen bu soruyu yanıtlayın',
    ]);
  });

  it('follows the language switch: the labels are fetched again in Turkish, the answers kept', async () => {
    const fetchMock = serve(activationOk);
    renderSurvey();
    await formShown();
    fireEvent.change(screen.getByRole('textbox', { name: /^Job title/ }), {
      target: { value: 'Paketçi' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'TR' }));
    expect(await screen.findByRole('radiogroup', { name: /^H .*en ağır yük/i })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('tr');
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Görev unvanı/ }).value).toBe(
      'Paketçi',
    );
  });
});
