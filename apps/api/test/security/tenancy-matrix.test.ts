import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isMessageIn } from './message-language';
import { organizationRows } from './organization-rows';
import { readableBody, secretsIn } from './readable-body';
import {
  addressOf,
  byRisk,
  idFields,
  idParams,
  likelyKind,
  pathAssignments,
  requestOf,
  type PathAssignment,
  type PlannedRequest,
} from './request-plan';
import { routeName, type CatalogRoute } from './route-catalog';
import { createSweptApp } from './security-app';
import { KINDS, seedOrganization } from './seeded-organization';
import { writeSweepCounts } from './sweep-counts';

/*
 * The tenancy matrix: every route of the app (found as it is registered, so a new route is in it
 * without a test of its own), called by organization B with organization A's ids in every path
 * parameter, then with B's own path and A's ids in every id field of the body and query. No answer
 * may be a 2xx for A's object, or show A's ids or names; none may be a 500; and A's rows must be
 * exactly as they were. Every signed-in route refuses a request without a valid token.
 */
const { t, catalog } = await createSweptApp();
const { routes, unclassified } = catalog.read();
const victim = await seedOrganization(t, 'Victim');
const intruder = await seedOrganization(t, 'Intruder');

const counts = {
  requests: 0,
  routes: 0,
  leaks: 0,
  serverErrors: 0,
  unauthenticated: 0,
  idRoutes: 0,
  ownerReached: 0,
};
const covered = new Set<string>();
afterAll(() => writeSweepCounts('tenancy-matrix', { ...counts, routes: covered.size }));

const swept = (route: CatalogRoute) => route.access !== 'docs' && route.access !== 'websocket';
const ok = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;
const sweptRoutes = routes.filter(swept).sort(byRisk);

async function send(
  route: CatalogRoute,
  request: PlannedRequest,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  counts.requests += 1;
  covered.add(routeName(route));
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
}

const problems: string[] = [];
/**
 * Routes where one of B's requests with A's ids was refused as not B's (403, 404, 410), so it got
 * past validation to where tenancy is decided; a route refused only as malformed proves nothing.
 */
const decided = new Set<string>();

/**
 * Checks one of B's answers: never a 5xx; a 2xx only where A's ids were mere filters of a read
 * (`filtered`), and even then without any of A's ids or names in what it shows.
 */
async function judge(
  route: CatalogRoute,
  request: PlannedRequest,
  response: LightMyRequestResponse,
  what: string,
  filtered: boolean,
) {
  const label = `${request.method} ${request.url} (${what}) → ${response.statusCode}`;
  if (response.statusCode >= 500) {
    counts.serverErrors += 1;
    problems.push(`server error: ${label} ${response.body.slice(0, 200)}`);
    return;
  }
  if (!ok(response)) return;
  if (!filtered) {
    counts.leaks += 1;
    problems.push(`leak: ${label}: another organization's object was answered or changed`);
    return;
  }
  const text = await readableBody(response);
  const found = text === undefined ? [] : secretsIn(text, victim.secrets);
  if (found.length) {
    counts.leaks += 1;
    problems.push(`leak: ${label} shows ${found.join(', ')}`);
  }
}

/** B's own path assignments that B itself can read (so an id field is what decides). */
async function readableAssignments(route: CatalogRoute): Promise<PathAssignment[]> {
  const all = pathAssignments(route, intruder, intruder.tokens);
  if (!idParams(route).length || !['GET', 'HEAD'].includes(route.method)) return all;
  const readable: PathAssignment[] = [];
  for (const assignment of all) {
    const own = requestOf(route, assignment, intruder);
    if (ok(await send(route, own, intruder.user.headers))) readable.push(assignment);
  }
  return readable.length ? readable : all;
}

async function sweepAsIntruder(route: CatalogRoute) {
  const headers = intruder.user.headers;
  const fields = idFields(route);
  if (idParams(route).length) {
    // A's object in the path (with B's own link tokens where the route takes one)
    for (const assignment of pathAssignments(route, victim, intruder.tokens)) {
      const kind = assignment.kind ?? 'operation';
      const request = requestOf(route, assignment, victim);
      const response = await send(route, request, headers);
      if ([403, 404, 410].includes(response.statusCode)) decided.add(routeName(route));
      await judge(route, request, response, `A's ${kind}`, false);
    }
  }
  // B's own path, A's object in an id field of the body or query
  for (const field of fields) {
    for (const assignment of await readableAssignments(route)) {
      for (const kind of KINDS) {
        const request = requestOf(route, assignment, intruder, {
          field,
          value: victim.ids[kind],
        });
        const filtered = field.in === 'query' && ['GET', 'HEAD'].includes(route.method);
        const what = `A's ${kind} in ${field.in} ${field.path.join('.')}`;
        await judge(route, request, await send(route, request, headers), what, filtered);
      }
    }
  }
  if (!idParams(route).length && !fields.length) {
    // no ids to substitute: B's own lists and aggregates must not show A
    for (const assignment of pathAssignments(route, intruder, intruder.tokens)) {
      const request = requestOf(route, assignment, intruder);
      await judge(route, request, await send(route, request, headers), "B's own scope", true);
    }
  }
}

describe('tenancy matrix: every route, as another organization', () => {
  it('classifies every registered route (signed-in, signed link, public, socket, docs)', () => {
    expect(unclassified).toEqual([]);
    // the app's own routes are all there (a catalogue that lost them would prove nothing)
    expect(sweptRoutes.length).toBeGreaterThan(80);
  });

  it('refuses every signed-in route without a token, or with a forged one (401, in the caller’s language)', async () => {
    const failures: string[] = [];
    const guarded = sweptRoutes.filter(
      (r) => r.access === 'signed-in' || r.access === 'signed-link',
    );
    for (const route of guarded) {
      const [assignment] = pathAssignments(route, victim, victim.tokens);
      if (!assignment) continue;
      const request = requestOf(route, assignment, victim);
      for (const [language, authorization] of [
        ['en', undefined],
        ['tr', undefined],
        ['tr', 'Bearer forged.token.value'],
        ['en', `Bearer ${victim.user.access.slice(0, -4)}AAAA`],
      ] as const) {
        const headers: Record<string, string> = { 'accept-language': language };
        if (authorization) headers.authorization = authorization;
        const response = await send(route, request, headers);
        counts.unauthenticated += 1;
        const label = `${route.method} ${request.url} [${language}${authorization ? ', forged' : ''}]`;
        if (response.statusCode !== 401) {
          failures.push(`${label} → ${response.statusCode}`);
          continue;
        }
        if (route.method === 'HEAD') continue;
        const messages = response.json<{ errors?: { message: string }[] }>().errors ?? [];
        if (!messages.length || !messages.every((e) => isMessageIn(e.message, language)))
          failures.push(`${label}: not an error envelope in ${language}: ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never answers organization B with organization A's objects, and changes none of A's rows", async () => {
    const before = await organizationRows(t.ctx.db, victim.user.orgId);
    for (const route of sweptRoutes) await sweepAsIntruder(route);
    const after = await organizationRows(t.ctx.db, victim.user.orgId);
    expect(problems).toEqual([]);
    expect(after).toEqual(before);
    const undecided = sweptRoutes
      .filter((route) => idParams(route).length && !decided.has(routeName(route)))
      .map(routeName);
    // a route listed here needs a valid body in example-bodies.ts
    expect(undecided, 'routes whose requests never got past validation').toEqual([]);
    expect(counts.requests).toBeGreaterThan(1000);
  }, 180_000);

  it('asks real questions: the same requests reach the owner’s objects', async () => {
    // A sends what B sent, with its own ids. Some routes need what this seed has not (an analysed
    // video's frames and pictures, an upload's file), but most must open: if the seeding broke,
    // B's 404s would prove nothing. The share is in the summary of `npm test`.
    const unreached: string[] = [];
    const serverErrors: string[] = [];
    for (const route of sweptRoutes.filter((r) => idParams(r).length)) {
      counts.idRoutes += 1;
      let reached = false;
      let last = '';
      const likely = likelyKind(route);
      const assignments = pathAssignments(route, victim, victim.tokens).sort(
        (a, b) => Number(b.kind === likely) - Number(a.kind === likely),
      );
      for (const assignment of assignments) {
        const request = requestOf(route, assignment, victim);
        const response = await send(route, request, victim.user.headers);
        if (response.statusCode >= 500) {
          counts.serverErrors += 1;
          serverErrors.push(`${request.method} ${request.url} → ${response.statusCode}`);
        }
        last = `${response.statusCode} ${response.body.slice(0, 150)}`;
        if (ok(response)) {
          reached = true;
          break;
        }
      }
      if (reached) counts.ownerReached += 1;
      else unreached.push(`${route.method} ${addressOf(route, {})} ${last}`);
    }
    expect(serverErrors).toEqual([]);
    expect(
      counts.ownerReached / counts.idRoutes,
      `the owner's own requests did not open:\n${unreached.join('\n')}`,
    ).toBeGreaterThanOrEqual(0.75);
  });
});
