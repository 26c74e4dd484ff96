import type { ErrorItem } from '@ergo/contracts';
import { ApiError } from '../../../api/errors';

/** How a public form ends instead of showing itself: submitted, or its link stopped working. */
export type FormEnding =
  { kind: 'done' } | { kind: 'link_failed' } | { kind: 'closed'; message: string };

/** A submission the server refused, as the page answers it (SPEC §8). */
export type SubmitFailure =
  /** 400: errors per field, shown under 'Missing Fields' like the page's own validation */
  | { kind: 'invalid'; errors: ErrorItem[] }
  /** 404: the link is bad, expired or was revoked meanwhile */
  | { kind: 'link_failed' }
  /** 410: the deadline passed meanwhile (checklist) */
  | { kind: 'closed'; message: string }
  /** 429: too many submissions; the server's message says when to try again */
  | { kind: 'busy'; message: string }
  /** anything else: 'Something went wrong' */
  | { kind: 'failed' };

export function readSubmitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 400) return { kind: 'invalid', errors: error.errors };
  if (error.status === 404) return { kind: 'link_failed' };
  if (error.status === 410) return { kind: 'closed', message: error.message };
  if (error.status === 429) return { kind: 'busy', message: error.message };
  return { kind: 'failed' };
}

/** What the form shows above its submit button after a refused submission. */
export type SubmitProblem =
  { kind: 'busy'; message: string } | { kind: 'failed' } | { kind: 'general'; messages: string[] };

/**
 * A 400's errors split into the form's fields (by the form path each names, first message wins)
 * and the rest, which the page shows as general messages.
 */
export function splitServerErrors(
  errors: readonly ErrorItem[],
  pathOf: (field: string) => string | null,
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const item of errors) {
    const path = pathOf(item.field);
    if (path === null) general.push(item.message);
    else byField[path] ??= item.message;
  }
  return { byField, general };
}

/** What a public form does with its parts when the server refuses a submission. */
export interface RefusalHandlers {
  /** the link stopped working or closed meanwhile: the page ends */
  onEnd: (ending: FormEnding) => void;
  /** shown above the submit button: busy, failed, or messages that name no field */
  setProblem: (problem: SubmitProblem) => void;
  /** the server's errors on the form's own fields, by form path */
  setFieldErrors: (byField: Record<string, string>) => void;
}

/**
 * Answers a refused submission the same way on every public form: the link's end, a problem above
 * the button, or errors under the fields the server names (`pathOf` maps its field to a form path).
 */
export function answerRefusal(
  error: unknown,
  pathOf: (field: string) => string | null,
  handlers: RefusalHandlers,
): void {
  const failure = readSubmitFailure(error);
  if (failure.kind === 'link_failed' || failure.kind === 'closed') return handlers.onEnd(failure);
  if (failure.kind !== 'invalid') return handlers.setProblem(failure);
  const { byField, general } = splitServerErrors(failure.errors, pathOf);
  handlers.setFieldErrors(byField);
  if (general.length > 0) handlers.setProblem({ kind: 'general', messages: general });
}
