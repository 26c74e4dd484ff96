import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { errorBody, reply } from '../testing/fixtures';
import '../testing/jsdom';
import { QuestionnaireRoute } from './questionnaire';

const FORM = '/api/operation/survey/toysurvey/a1/tok-1/';

/** What the API sends for a questionnaire, in the language asked for. */
const activation = (lang: 'en' | 'tr') => ({
  title: 'Rest breaks',
  organization_name: 'Acme Logistics',
  expires_at: '2026-12-21T09:00:00.000Z',
  questions: [
    {
      id: 'breaks',
      text: lang === 'tr' ? 'Her saat mola veriyor musunuz?' : 'Do you get a break every hour?',
      choices: [
        { value: 'YES', text: lang === 'tr' ? 'Evet' : 'Yes' },
        { value: 'NO', text: lang === 'tr' ? 'Hayır' : 'No' },
      ],
    },
    {
      id: 'discomfort',
      text: 'How often do you end the shift in discomfort?',
      choices: [
        { value: 'NEVER', text: 'Never' },
        { value: 'SOMETIMES', text: 'Sometimes' },
        { value: 'OFTEN', text: 'Often' },
      ],
    },
  ],
});

function serve(post: (init: RequestInit) => Response = () => reply(201, { detail: 'ok' })) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    expect(url).toBe(FORM);
    if ((init.method ?? 'GET') !== 'GET') return post(init);
    const lang = (init.headers as Record<string, string>)['Accept-Language'];
    return reply(200, activation(lang === 'tr' ? 'tr' : 'en'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderQuestionnaire() {
  renderScreen(
    <>
      <Notifications />
      <Routes>
        <Route path="/survey/:kind/:id/:token" element={<QuestionnaireRoute />} />
      </Routes>
    </>,
    '/survey/toysurvey/a1/tok-1',
  );
}

const formShown = () => screen.findByRole('heading', { level: 1, name: 'Rest breaks' });
const choose = (id: string, name: string) =>
  fireEvent.click(within(screen.getByTestId(`choices-${id}`)).getByRole('radio', { name }));
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('questionnaire page (public, for a survey method declared with a questionnaire)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    notifications.clean();
    await act(() => changeLanguage('en'));
  });

  it('shows the questions the server sends, and sends every answer once all are chosen', async () => {
    const fetchMock = serve();
    renderQuestionnaire();
    await formShown();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Acme Logistics')).toBeTruthy();
    expect(screen.getByText('Survey')).toBeTruthy();
    expect(screen.getAllByRole('radiogroup', { name: /^\d\. / })).toHaveLength(2);

    // nothing is sent while a question is unanswered; the missing one is named
    choose('breaks', 'No');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Missing Fields')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    choose('discomfort', 'Often');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Done' })).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(posted?.[1]?.body as string)).toEqual({
      answers: { breaks: 'NO', discomfort: 'OFTEN' },
    });
  });

  it('places the server’s refusal of an answer under its question', async () => {
    serve(() => reply(400, errorBody('Please select a valid option', 'answers.breaks')));
    renderQuestionnaire();
    await formShown();
    choose('breaks', 'Yes');
    choose('discomfort', 'Never');
    fireEvent.click(submitButton());
    expect(
      await within(screen.getByTestId('choices-breaks')).findByText('Please select a valid option'),
    ).toBeTruthy();
  });

  it('asks again in Turkish when the language changes', async () => {
    serve();
    renderQuestionnaire();
    await formShown();
    await act(() => changeLanguage('tr'));
    expect(await screen.findByText(/Her saat mola veriyor musunuz/)).toBeTruthy();
    expect(screen.getByText('Anket')).toBeTruthy();
  });

  it('says the link does not work when the server opens nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(404, errorBody('Not found.'))),
    );
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });
});
