import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { malformedCases, type MalformedCase } from './malformed-cases';
import { isMessageIn } from './message-language';
import { Prng } from './prng';
import { byRisk, validRequestOf } from './request-plan';
import { routeName } from './route-catalog';
import { createSweptApp } from './security-app';
import { seedOrganization } from './seeded-organization';
import { writeSweepCounts } from './sweep-counts';

/*
 * The malformed-input run: every route of the app (found as it is registered), each sent a fixed,
 * seeded draw of bad requests — bad ids in the path, odd query strings, bodies that are not JSON
 * objects, fields of the wrong type or size, wrong content types, odd headers. No answer may be a
 * 5xx; every error must be the envelope {errors:[{field,message}]} in the caller's language.
 * ERGO_MALFORMED_SEED=<n> draws another set (the failure message names the seed it used).
 */
const SEED = Number(process.env.ERGO_MALFORMED_SEED ?? 0x17_2026);
const { t, catalog } = await createSweptApp();
const { routes, unclassified } = catalog.read();
const owner = await seedOrganization(t, 'Sweep');

const counts = { requests: 0, routes: 0, serverErrors: 0, badEnvelopes: 0, seed: SEED };
afterAll(() => writeSweepCounts('malformed-input', counts));

/** What is wrong with an answer to a malformed request, if anything. */
function fault(request: MalformedCase, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) {
    counts.serverErrors += 1;
    return `server error ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined;
  let errors: unknown;
  try {
    errors = response.json<{ errors?: unknown }>().errors;
  } catch {
    errors = undefined;
  }
  const items = Array.isArray(errors) ? (errors as { field?: unknown; message?: unknown }[]) : [];
  const wellFormed =
    items.length > 0 &&
    items.every(
      (item) =>
        typeof item.field === 'string' &&
        typeof item.message === 'string' &&
        isMessageIn(item.message, request.language),
    );
  if (wellFormed) return undefined;
  counts.badEnvelopes += 1;
  return `${response.statusCode} not an error envelope in ${request.language}: ${response.body.slice(0, 300)}`;
}

describe('malformed input: every route, a seeded draw of bad requests', () => {
  it('knows every route (a route it cannot classify is a failure, not a skip)', () => {
    expect(unclassified).toEqual([]);
  });

  it('answers each with a 4xx (or a 2xx) in the error envelope and the caller’s language, never a 5xx', async () => {
    const prng = new Prng(SEED);
    const problems: string[] = [];
    const covered = new Set<string>();
    for (const route of [...routes].sort(byRisk)) {
      for (const request of malformedCases(route, validRequestOf(route, owner), prng)) {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        counts.requests += 1;
        covered.add(routeName(route));
        const problem = fault(request, response);
        if (problem)
          problems.push(
            `${request.method} ${request.url.slice(0, 120)} [${request.family}: ${request.what}] ${problem}`,
          );
      }
    }
    counts.routes = covered.size;
    expect(problems, `seed ${SEED}`).toEqual([]);
    expect(counts.routes).toBe(routes.length);
  });
});
