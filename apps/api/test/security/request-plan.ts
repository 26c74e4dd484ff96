import { EXAMPLE_BODIES } from './example-bodies';
import type { ValidRequest } from './malformed-cases';
import { routeName, type CatalogRoute, type JsonSchema } from './route-catalog';
import { idPaths, queryString, sampleOf, withValue, type ValuePath } from './json-sample';
import { KINDS, type Kind, type SeededOrganization } from './seeded-organization';

/** A request to send: what `inject` needs. */
export interface PlannedRequest {
  method: string;
  url: string;
  payload?: unknown;
}

/** Values for a route's path parameters, and the kind of object they name. */
export interface PathAssignment {
  kind: Kind | undefined;
  values: Record<string, string>;
}

/** A path parameter that is a link's capability rather than the id of an object. */
const isToken = (name: string) => /token/i.test(name);

const enumOf = (schema: JsonSchema | undefined): unknown[] | undefined =>
  schema?.enum ?? schema?.anyOf?.find((option) => option.enum)?.enum;

/** Path parameters that name an object: not a choice among fixed values, not a link's token. */
export const idParams = (route: CatalogRoute): string[] =>
  route.pathParams.filter(
    (name) => !isToken(name) && !enumOf(route.params?.properties?.[name])?.length,
  );

/**
 * Every way to fill a route's path with `org`'s objects: each kind of object in every id
 * parameter; a method (`type`) parameter takes the kind's own method when it offers it; a link
 * token takes each of `tokens`. A route without id parameters has one assignment.
 */
export function pathAssignments(
  route: CatalogRoute,
  org: SeededOrganization,
  tokens: readonly string[],
): PathAssignment[] {
  const kinds: (Kind | undefined)[] = idParams(route).length ? [...KINDS] : [undefined];
  const tokenParams = route.pathParams.filter(isToken);
  const tokenChoices = tokenParams.length ? tokens : [''];
  return kinds.flatMap((kind) =>
    tokenChoices.map((token) => {
      const values: Record<string, string> = {};
      for (const name of route.pathParams) {
        const choices = enumOf(route.params?.properties?.[name]);
        if (isToken(name)) values[name] = token;
        else if (choices?.length) {
          const own = kind ? org.typeOf[kind] : undefined;
          values[name] = String(own && choices.includes(own) ? own : choices[0]);
        } else values[name] = kind ? org.ids[kind] : '';
      }
      return { kind, values };
    }),
  );
}

/** Where a route takes ids besides its path: fields of its body and query. */
export interface FieldSlot {
  in: 'body' | 'query';
  path: ValuePath;
}

export const idFields = (route: CatalogRoute): FieldSlot[] => [
  ...idPaths(route.body).map((path) => ({ in: 'body' as const, path })),
  ...idPaths(route.query).map((path) => ({ in: 'query' as const, path })),
];

/** The address with its parameters filled (percent-encoded) and the docs' wildcard named. */
export function addressOf(route: CatalogRoute, values: Record<string, string>): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace(/\*$/, 'index.html');
}

/** Words of an address or a field that name a kind of object by another name. */
const ALIASES: Record<string, Kind> = {
  assessment: 'reba',
  follow_up_assessment: 'reba',
  type: 'reba',
  uid: 'checklist',
  worker: 'qecSubmission',
  org: 'organization',
};

/** The kind of object a word names: `tasks`, `organization_id`, `qecId`, `recommendation`. */
export function kindNamed(word: string): Kind | undefined {
  const lower = word.toLowerCase();
  return ALIASES[lower] ?? KINDS.find((kind) => lower.startsWith(kind.toLowerCase()));
}

/**
 * The kind of object a route most likely names: its id parameter's name (organization_id, qecId),
 * else the word before it in the address (/tasks/:id/, /notes/:id/), else an assessment.
 */
export function likelyKind(route: CatalogRoute): Kind | undefined {
  const [param] = idParams(route);
  if (!param) return undefined;
  const segments = route.url.split('/').filter(Boolean);
  const before = (segments[segments.indexOf(`:${param}`) - 1] ?? '').replace(/^:/, '');
  return kindNamed(param) ?? kindNamed(before) ?? 'reba';
}

/**
 * Reads first, then changes, deletes last and the widest deletes last of all (a task's delete takes
 * its assessments along, an operation's its tasks), so each request still finds what it names.
 */
export function byRisk(a: CatalogRoute, b: CatalogRoute): number {
  const rank = (route: CatalogRoute) => {
    if (route.method !== 'DELETE') return ['GET', 'HEAD'].includes(route.method) ? 0 : 1;
    const kind = likelyKind(route);
    return 2 + (kind ? KINDS.length - KINDS.indexOf(kind) : 0);
  };
  return rank(a) - rank(b);
}

/** Ids for the id fields of a body or query: `org`'s object of the kind each field names. */
export const idsByField =
  (org: SeededOrganization, fallback: Kind | undefined) =>
  (path: ValuePath): string => {
    const name = [...path].reverse().find((part) => typeof part === 'string') ?? '';
    return org.ids[kindNamed(name) ?? fallback ?? 'operation'];
  };

/**
 * A body the route accepts, if it takes one: its example, else the smallest its schema allows (an
 * update gets one field).
 */
export const bodySample = (route: CatalogRoute, id: (path: ValuePath) => string) =>
  EXAMPLE_BODIES[routeName(route)] ??
  (route.body ? sampleOf(route.body, { id, nonEmpty: true }) : undefined);

/**
 * A request the route's schemas accept: its path from `assignment`, the smallest valid body and
 * query, every id field filled with `org`'s object of the kind the field names (and, with `slot`,
 * that one field set to `slot.value`).
 */
export function requestOf(
  route: CatalogRoute,
  assignment: PathAssignment,
  org: SeededOrganization,
  slot?: { field: FieldSlot; value: string },
): PlannedRequest {
  const id = idsByField(org, assignment.kind);
  let body = bodySample(route, id);
  let query = route.query ? sampleOf(route.query, { id }) : undefined;
  if (slot?.field.in === 'body') body = withValue(body ?? {}, slot.field.path, slot.value);
  if (slot?.field.in === 'query') query = withValue(query ?? {}, slot.field.path, slot.value);
  return {
    method: route.method,
    url: `${addressOf(route, assignment.values)}${queryString(query)}`,
    ...(body === undefined ? {} : { payload: body }),
  };
}

/**
 * A request of `org`'s own that the route's schemas accept, as its owner sends it: the path of the
 * object the route most likely names (its link's token for a public form), the smallest valid
 * query and body, and the owner's token where the route is signed in.
 */
export function validRequestOf(route: CatalogRoute, org: SeededOrganization): ValidRequest {
  const kind = likelyKind(route);
  const token = kind ? org.tokenOf[kind] : undefined;
  const assignments = pathAssignments(route, org, token ? [token] : org.tokens);
  const assignment = assignments.find((a) => a.kind === kind) ?? assignments[0];
  const id = idsByField(org, kind);
  const signedIn = route.access === 'signed-in' || route.access === 'signed-link';
  return {
    values: assignment?.values ?? {},
    query: (route.query ? sampleOf(route.query, { id }) : {}) as Record<string, unknown>,
    body: bodySample(route, id),
    headers: signedIn ? org.user.headers : {},
  };
}
