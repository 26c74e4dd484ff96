import { PassThrough } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { translate, type Language } from '@ergo/contracts';
import { queryString } from './json-sample';
import { addressOf, byRisk, validRequestOf } from './request-plan';
import { routeName } from './route-catalog';
import { createSweptApp } from './security-app';
import { seedOrganization } from './seeded-organization';
import { writeSweepCounts } from './sweep-counts';

/*
 * The server-fault run: every route's handler is made to throw (an unexpected error, as a lost
 * database connection would throw), and each route is sent a request it accepts. The answer must be
 * the 500 of SPEC ('Server error. Please try again later.', in the caller's language), never the 400
 * of an aborted client, and the log must hold the error with its stack. Node marks a request
 * `destroyed` once its body has been read, which once made every such fault on a POST or PATCH a
 * 400 logged at info without the error.
 */
const FAULT = 'injected fault: the handler failed';
const faulty = { on: false };

/** Wraps a route's handler so that, while the fault is on, it throws before doing anything. */
function injectFault(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = function (request, reply) {
    if (faulty.on) throw new Error(FAULT);
    return handler.call(this, request, reply);
  };
}

const log = new PassThrough();
const lines: { level: number; msg?: string; err?: { message?: string; stack?: string } }[] = [];
log.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
    lines.push(JSON.parse(line) as (typeof lines)[number]);
});

const { t, catalog } = await createSweptApp({ onRoute: injectFault, logStream: log });
const { routes } = catalog.read();
const owner = await seedOrganization(t, 'Fault');
// over a real connection: an injected request (light-my-request) is not marked destroyed by Node
const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
const swept = routes.filter((route) => route.access !== 'websocket' && route.access !== 'docs');

const counts = { requests: 0, routes: 0, serverErrors: 0, withBody: 0, withBodyAnswered500: 0 };
afterAll(() => writeSweepCounts('server-fault', counts));

describe('server faults: every route, its handler failing', () => {
  it('answers 500 with the SPEC message in the caller’s language, and logs the error with its stack', async () => {
    const problems: string[] = [];
    faulty.on = true;
    try {
      for (const [n, route] of [...swept].sort(byRisk).entries()) {
        const language: Language = n % 2 === 0 ? 'en' : 'tr';
        const valid = validRequestOf(route, owner);
        const hasBody = valid.body !== undefined && !['GET', 'HEAD'].includes(route.method);
        const before = lines.length;
        const answer = await fetch(
          `${origin}${addressOf(route, valid.values)}${queryString(valid.query)}`,
          {
            method: route.method,
            headers: {
              ...valid.headers,
              'accept-language': language,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { body: JSON.stringify(valid.body) } : {}),
          },
        );
        const response = { statusCode: answer.status, body: await answer.text() };
        counts.requests += 1;
        if (hasBody) counts.withBody += 1;
        const name = `${routeName(route)} [${language}]`;
        if (response.statusCode < 500) {
          // refused before its handler (a schema, a signature, a missing token): not this sweep's case,
          // but never the 400 a client abort gets
          if (
            response.statusCode === 400 &&
            response.body.includes(translate('errors.bad_request', language))
          )
            problems.push(`${name}: answered as a client abort (400)`);
          continue;
        }
        counts.serverErrors += 1;
        if (hasBody) counts.withBodyAnswered500 += 1;
        const expected = translate('errors.server', language);
        // a HEAD answer has no body to say it in
        const said = route.method === 'HEAD' || response.body.includes(expected);
        if (response.statusCode !== 500 || !said)
          problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        const logged = lines
          .slice(before)
          .some((line) => line.level >= 50 && line.err?.stack?.includes(FAULT) === true);
        if (!logged) problems.push(`${name}: the fault is not in the log with its stack`);
      }
    } finally {
      faulty.on = false;
    }
    counts.routes = swept.length;
    expect(problems).toEqual([]);
    // The fault was met by the handlers of most routes that take a body: the sweep reached them.
    // (The account forms' drawn bodies fail their own rules, an address or a common password.)
    expect(counts.withBodyAnswered500).toBeGreaterThanOrEqual(Math.ceil(counts.withBody * 0.7));
    expect(counts.serverErrors).toBeGreaterThanOrEqual(Math.ceil(swept.length * 0.8));
  });
});
