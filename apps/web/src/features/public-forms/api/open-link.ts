import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';

/**
 * What a public link answered: its form, or the refusal the page explains (404 bad, expired or
 * revoked link; 410 closed; 429 too many requests). Those are answers, not failures: they are not
 * retried nor toasted. A server or network failure still throws (and is retried).
 */
export type LinkOutcome<T> = { ok: true; form: T } | { ok: false; status: number; message: string };

export async function openLink<T>(
  path: string,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<LinkOutcome<T>> {
  try {
    return { ok: true, form: await apiRequest(path, { auth: false, schema, signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** Query keys of the public forms; the language is part of them (labels come translated). */
export const publicFormKeys = {
  qec: (qecId: string, token: string, language: string) =>
    ['public-forms', 'qec', qecId, token, language] as const,
  checklist: (uid: string, token: string, language: string) =>
    ['public-forms', 'checklist', uid, token, language] as const,
  questionnaire: (kind: string, id: string, token: string, language: string) =>
    ['public-forms', 'survey', kind, id, token, language] as const,
};
