import {
  assessmentCommonSchema,
  assessmentUpdateSchema,
  checklistResponseSchema,
  findMethod,
  maxLengthOf,
  operationBodySchema,
  qecWorkerFormSchema,
  recommendationInputSchema,
  setEmailBodySchema,
  setPasswordBodySchema,
  taskBodySchema,
  updateOrganizationBodySchema,
  updateProfileBodySchema,
} from '@ergo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servedAssessment } from '../features/assessment-detail/testing/served-assessment';
import { EditDetailsModal } from '../features/assessment-detail/components/edit-details-modal';
import { AssessmentForm } from '../features/assessments/components/assessment-form';
import { ChecklistForm } from '../features/assessments/components/checklist-form';
import { QecForm } from '../features/assessments/components/qec-form';
import { OperationFormModal } from '../features/operations/components/operation-form-modal';
import { ChecklistResponseForm } from '../features/public-forms/components/checklist-response-form';
import { QecSurveyForm } from '../features/public-forms/components/qec-survey-form';
import { checklistActivation, qecActivation } from '../features/public-forms/testing/fixtures';
import {
  RecommendationForm,
  emptyFields,
} from '../features/recommendations/components/recommendation-form';
import { EmailForm } from '../features/settings/components/email-form';
import { OrganizationForm } from '../features/settings/components/organization-form';
import { PasswordForm } from '../features/settings/components/password-form';
import { PersonalDetailsForm } from '../features/settings/components/personal-details-form';
import { ProfileForm } from '../features/settings/components/profile-form';
import { TaskFormModal } from '../features/tasks/components/task-form-modal';
import { testUser } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { clearSession, setTokens } from '../browser/session';

/**
 * Every text input of every create and edit form holds the server's limit (issue 18), read from the
 * contract schema the server validates with: a 300-character name cannot be typed, so 'Ensure this
 * field has no more than 150 characters' cannot happen. Each form is drawn and its text inputs
 * walked: an input's `maxLength` is its schema path's limit (Mantine marks the path: data-path).
 */
const TASK = '7c2b1c1e-1111-4a4a-9999-000000000001';
const user = testUser({ credit: 3 });

/** Inputs with no length limit of their own, and why. */
const UNLIMITED: Record<string, string> = {
  password_confirm: 'must equal the password (whose limit it has); the server checks no length',
  due_date: 'a date picker',
  action_points: 'one action point per line: the limit is per line',
};

const method = (code: string) => {
  const found = findMethod(code);
  if (!found) throw new Error(`no method ${code}`);
  return found;
};

const forms: [string, () => ReactElement, unknown][] = [
  [
    'operation',
    () => <OperationFormModal opened onClose={vi.fn()} operation={null} />,
    operationBodySchema,
  ],
  [
    'task',
    () => <TaskFormModal opened onClose={vi.fn()} operationId="op" task={null} />,
    taskBodySchema,
  ],
  ...['reba', 'rula', 'wisha', 'rosa'].map((code): [string, () => ReactElement, unknown] => [
    `new ${code} assessment`,
    () => (
      <AssessmentForm method={method(code)} taskId={TASK} operationId="op" onCreated={vi.fn()} />
    ),
    assessmentCommonSchema.extend(method(code).inputs.shape),
  ]),
  [
    'new QEC assessment',
    () => <QecForm taskId={TASK} operationId="op" onCreated={vi.fn()} />,
    assessmentCommonSchema,
  ],
  [
    'new checklist',
    () => <ChecklistForm taskId={TASK} operationId="op" onCreated={vi.fn()} />,
    assessmentCommonSchema,
  ],
  [
    'assessment details',
    () => (
      <EditDetailsModal
        assessment={
          servedAssessment(method('reba'), {
            load: 'BETWEEN_5_AND_10',
            coupling: 'FAIR',
            shock: false,
            activity: ['STATIC_POSTURE'],
          }).assessment
        }
        opened
        onClose={vi.fn()}
      />
    ),
    assessmentUpdateSchema,
  ],
  [
    'recommendation',
    () => (
      <RecommendationForm
        opened
        title="New recommendation"
        initial={emptyFields}
        saving={false}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />
    ),
    recommendationInputSchema,
  ],
  ['profile', () => <ProfileForm user={user} />, updateProfileBodySchema],
  ['personal details', () => <PersonalDetailsForm user={user} />, updateProfileBodySchema],
  ['organization', () => <OrganizationForm user={user} />, updateOrganizationBodySchema],
  ['email', () => <EmailForm user={user} />, setEmailBodySchema],
  ['password', () => <PasswordForm />, setPasswordBodySchema],
  [
    'public QEC survey',
    () => <QecSurveyForm activation={qecActivation()} qecId="q" token="t" onEnd={vi.fn()} />,
    qecWorkerFormSchema,
  ],
];

const TEXT_INPUTS =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="search"]';

/** The text inputs a user types into (not a select's read-only box, nor a picker's). */
function textInputs(): HTMLInputElement[] {
  return [...document.body.querySelectorAll<HTMLInputElement>(TEXT_INPUTS)].filter(
    (input) =>
      !input.readOnly &&
      input.getAttribute('aria-haspopup') !== 'listbox' &&
      // autosize's hidden measuring box
      input.getAttribute('aria-hidden') !== 'true' &&
      // a number input (Mantine's is text with a numeric keyboard): a range, not a length
      !['numeric', 'decimal'].includes(input.inputMode),
  );
}

describe('every text input holds the limit of the schema the server validates with', () => {
  beforeEach(() => {
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  for (const [name, form, schema] of forms) {
    it(name, async () => {
      renderScreen(form());
      await waitFor(() => expect(textInputs().length).toBeGreaterThan(0));
      for (const input of textInputs()) {
        const path = input.getAttribute('data-path') ?? input.name;
        expect(
          path,
          `an input of the ${name} form names no field: ${input.outerHTML.slice(0, 300)}`,
        ).toBeTruthy();
        const limit = maxLengthOf(schema, path);
        if (path in UNLIMITED) {
          expect(limit).toBeUndefined();
          continue;
        }
        expect(limit ?? 0, `${name}: ${path} has no limit in its schema`).toBeGreaterThan(0);
        expect(input.maxLength, `${name}: ${path}`).toBe(limit);
      }
    });
  }

  it('public checklist: a comment holds the limit of responses[].comment', async () => {
    renderScreen(
      <ChecklistResponseForm
        activation={checklistActivation()}
        uid="u"
        token="t"
        onEnd={vi.fn()}
      />,
    );
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Add a comment' }))[0] as Element,
    );
    const comment = await screen.findByLabelText(/^Comment/);
    expect((comment as HTMLTextAreaElement).maxLength).toBe(
      maxLengthOf(checklistResponseSchema, 'responses.0.comment'),
    );
  });

  it('a long limit shows a counter that says how much is used, in numbers of the language', async () => {
    renderScreen(<OperationFormModal opened onClose={vi.fn()} operation={null} />);
    const name = await screen.findByLabelText(/^Operation name/);
    fireEvent.change(name, { target: { value: 'Packaging line' } });
    const counters = await screen.findAllByTestId('character-count');
    // Far from the limit the count is only drawn: a screen reader is not interrupted per keystroke.
    expect(counters.map((counter) => counter.textContent)).toContain('14 / 150');
    fireEvent.change(name, { target: { value: 'x'.repeat(131) } });
    const near = await screen.findAllByTestId('character-count');
    expect(near.map((counter) => counter.textContent)).toContain(
      '131 / 150131 of 150 characters used',
    );
  });
});
