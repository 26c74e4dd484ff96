import { NON_FIELD, type ErrorItem } from '@ergo/contracts';

/**
 * A failed API call (SPEC §8): the HTTP status and the server's error list, whose messages are
 * already in the request's language. status 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];

  constructor(status: number, errors: ErrorItem[]) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** Errors that belong to a named input. */
  fieldErrors(fields: readonly string[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (const item of this.errors) {
      if (fields.includes(item.field) && out[item.field] === undefined)
        out[item.field] = item.message;
    }
    return out;
  }

  /** Messages that belong to no listed input (shown above the form). */
  generalMessages(fields: readonly string[] = []): string[] {
    return this.errors.filter((item) => !fields.includes(item.field)).map((item) => item.message);
  }
}

/** Builds an ApiError from a response whose body may or may not be our envelope. */
export async function toApiError(response: Response, fallbackMessage: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  // Contracts (and zod) load on demand: the sign-in screen's first load does without them.
  const { errorEnvelopeSchema } = await import('@ergo/contracts/common');
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success && parsed.data.errors.length > 0)
    return new ApiError(response.status, parsed.data.errors);
  return new ApiError(response.status, [{ field: NON_FIELD, message: fallbackMessage }]);
}
