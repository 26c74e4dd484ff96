import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../api/client';
import { QecForm } from '../features/assessments/components/qec-form';
import { clearSession, setTokens } from '../browser/session';
import { jsonReply as json, testUser } from '../test/fixtures';
import { renderScreen } from '../test/render';

/**
 * After a failed submit the error is where the user looks (issue 18): the first one is scrolled
 * into view and focused, whether the form's own check, the server's answer about an input, or a
 * refusal of the whole form (out of credit) found it. Shown with the new-QEC form (useApiForm).
 */
const TASK = '7c2b1c1e-1111-4a4a-9999-000000000001';
const me = (credit: number) => testUser({ credit });
const OUT_OF_CREDIT = "You don't have enough credits to create a new assessment.";

let scrolled: { element: Element; options: unknown }[] = [];
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

function renderForm(credit: number, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.endsWith('/auth/') ? json(200, me(credit)) : answer())),
  );
  renderScreen(<QecForm taskId={TASK} operationId="op" onCreated={vi.fn()} />);
}

async function submitNamed(name: string) {
  const input = await screen.findByLabelText(/^Assessment name/);
  fireEvent.change(input, { target: { value: name } });
  // the submit is at the bottom: the user's focus is there, not on the input
  const submit = screen.getByRole('button', { name: 'Create assessment' });
  submit.focus();
  fireEvent.click(submit);
  return input;
}

describe('a failed submit reveals its first error', () => {
  beforeEach(() => {
    setTokens({ access: 'a', refresh: 'r' });
    scrolled = [];
    reducedMotion(false);
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    resetClientState();
  });

  it('the server refuses an input (400): that input is scrolled to and focused', async () => {
    renderForm(3, () =>
      json(400, {
        errors: [{ field: 'name', message: 'Ensure this field has no more than 150 characters.' }],
      }),
    );
    const input = await submitNamed('Packing');
    expect(
      await screen.findByText('Ensure this field has no more than 150 characters.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(scrolled.some(({ element }) => element.contains(input))).toBe(true);
    expect(scrolled.at(-1)?.options).toEqual({ block: 'center', behavior: 'smooth' });
  });

  it('the server refuses for want of credit (402): its alert is scrolled to and focused', async () => {
    renderForm(3, () => json(402, { errors: [{ field: 'detail', message: OUT_OF_CREDIT }] }));
    await submitNamed('Packing');
    const alert = (await screen.findAllByRole('alert')).find((element) =>
      element.textContent?.includes(OUT_OF_CREDIT),
    );
    expect(alert).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert?.getAttribute('tabindex')).toBe('-1');
    expect(scrolled.map(({ element }) => element)).toContain(alert);
  });

  it('at 0 credits the form refuses before sending: its alert is scrolled to and focused', async () => {
    renderForm(0, () => json(201, {}));
    await screen.findByTestId('out-of-credit-notice');
    await submitNamed('Packing');
    const alert = await screen.findByText(/enough credits/);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(scrolled.map(({ element }) => element)).toContain(document.activeElement);
  });

  it("the form's own check fails: the first invalid input is focused, without motion when asked", async () => {
    reducedMotion(true);
    renderForm(3, () => json(201, {}));
    const input = await submitNamed('   ');
    expect(await screen.findByText('Assessment name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(scrolled.at(-1)?.options).toEqual({ block: 'center', behavior: 'auto' });
  });
});
