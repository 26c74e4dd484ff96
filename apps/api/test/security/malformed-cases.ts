import { languageFromHeader, type Language } from '@ergo/contracts';
import type { CatalogRoute, JsonSchema } from './route-catalog';
import { withValue, type ValuePath } from './json-sample';
import type { Prng } from './prng';

/** One malformed request, and the language its error must speak. */
export interface MalformedCase {
  family: string;
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  language: Language;
}

/** A valid request of the route (its path values, query and body) that each case spoils once. */
export interface ValidRequest {
  values: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

/** How many cases of each family one route gets (drawn from the family's candidates). */
export const QUOTA = { path: 6, query: 6, json: 8, field: 12, contentType: 4, headers: 4 };
/**
 * A route that answers a file makes it for every request its handler accepts (a PDF takes about a
 * second on a busy 2-core host): one odd query and one odd header say as much as six.
 */
const FILE_QUOTA = { ...QUOTA, query: 1, headers: 1 };

/** Path parameter values, as they would appear in the address (some already percent-encoded). */
const BAD_PARAMS = [
  'not-a-uuid',
  '0',
  '-1',
  'NaN',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '6f1c1e9e-0a4b-4c2e-9d3e-1a2b3c4d5e6fx',
  "'%20OR%20'1'%3D'1",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(101),
  '%C5%9F%C4%B1',
  '%F0%9F%92%A9',
  '__proto__',
  'constructor',
  '%zz',
  '%20',
  '%7B%7D',
];

const BAD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(5000),
  '%00',
  '%C3%28',
  'true',
  '%5Bobject%20Object%5D',
  '0x10',
  '%201%20',
  '1.5',
  'not-a-uuid',
];

/** Whole query strings whose shape is odd: repeated keys, brackets, prototype names, no values. */
const ODD_QUERIES = [
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?&&&=&=x',
  '?a[]=1&a[]=2',
  '?page=1&page=2',
  `?${'k'.repeat(2000)}=v`,
  '?search=%E2%80%AE%00',
  '?=',
];

const deep = (open: string, inner: string, close: string, depth: number) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Bodies that are not the JSON object a route reads. */
const RAW_JSON: readonly [string, () => string | Buffer][] = [
  ['unterminated object', () => '{'],
  ['cut mid-value', () => '{"a":'],
  ['unterminated array', () => '['],
  ['not a literal', () => 'nul'],
  ['trailing comma', () => '{"a":1,}'],
  ['empty', () => ''],
  ['null', () => 'null'],
  ['an array', () => '[]'],
  ['a string', () => '"text"'],
  ['a number', () => '42'],
  ['true', () => 'true'],
  ['byte order mark', () => '\uFEFF{}'],
  ['two objects', () => '{"a":1}{"b":2}'],
  ['NUL in a string', () => '{"name":"a\\u0000b"}'],
  ['arrays nested 10,000 deep', () => deep('[', '1', ']', 10_000)],
  ['objects nested 3,000 deep', () => deep('{"a":', '1', '}', 3_000)],
  ['a key twice', () => '{"name":"a","name":"b"}'],
  ['over the body limit', () => JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) })],
  ['__proto__ key', () => '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype', () => '{"constructor":{"prototype":{"polluted":true}}}'],
  [
    'invalid UTF-8',
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ],
];

/** Values of the wrong type, size or content for a field. */
const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2147483649,
  1.5,
  1e308,
  -1e308,
  '',
  ' ',
  '-1',
  'NaN',
  'Infinity',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '2030-02-30',
  '9999-99-99T99:99:99Z',
  'İıŞşĞğÜüÖöÇç',
  [],
  ['x'],
  Array.from({ length: 1000 }, () => 1),
  {},
  { $gt: '' },
  '00000000-0000-0000-0000-000000000000',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.api+json',
  'image/jpeg',
];

const ODD_HEADERS: readonly Record<string, string>[] = [
  { 'accept-language': '*' },
  { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' },
  { 'accept-language': 'xx-YY' },
  { 'accept-language': 'tr;q=abc, en;q=0.1' },
  { 'accept-language': 'a'.repeat(2000) },
  { authorization: 'Bearer' },
  { authorization: `Bearer ${'x'.repeat(8000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Bearer a.b.c' },
  { range: 'bytes=abc' },
  { range: 'bytes=5-1' },
  { cookie: 'a'.repeat(4000) },
];

const takesBody = (route: CatalogRoute) => ['POST', 'PATCH', 'PUT'].includes(route.method);

/** Leaf fields of a body schema (into objects and the first item of arrays), up to 3 deep. */
function fieldPaths(schema: JsonSchema | undefined, path: ValuePath = []): ValuePath[] {
  const node = schema?.anyOf?.find((option) => option.type !== 'null') ?? schema;
  if (!node || path.length >= 3) return path.length ? [path] : [];
  if (node.properties)
    return Object.entries(node.properties).flatMap(([key, property]) =>
      fieldPaths(property, [...path, key]),
    );
  if (node.items) return [path, ...fieldPaths(node.items, [...path, 0])];
  return path.length ? [path] : [];
}

/**
 * The valid body with one field replaced, as JSON text. A `__proto__` key cannot be set on an object
 * (it would change its prototype), so that one is written into the text.
 */
function bodyWith(body: unknown, path: ValuePath, value: unknown): string {
  if (path[0] !== '__proto__') return JSON.stringify(withValue(body ?? {}, path, value));
  const rest = JSON.stringify(body ?? {}).slice(1);
  return `{"__proto__":${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}

function address(route: CatalogRoute, values: Record<string, string>, raw?: [string, string]) {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) =>
      raw && raw[0] === name ? raw[1] : encodeURIComponent(values[name] ?? ''),
    )
    .replace(/\*$/, 'index.html');
}

function searchOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return search.toString();
}

/**
 * The malformed requests of one route, drawn by `prng` from each family that applies to it: bad
 * path parameters, odd query values and shapes, bodies that are not JSON objects, fields of the
 * wrong type or size, wrong content types, odd headers. Each spoils one thing of `valid`.
 */
export function malformedCases(
  route: CatalogRoute,
  valid: ValidRequest,
  prng: Prng,
): MalformedCase[] {
  const cases: MalformedCase[] = [];
  const quota = route.answersFile ? FILE_QUOTA : QUOTA;
  const language = (): Language => prng.pick(['en', 'tr'] as const);
  const json = { 'content-type': 'application/json' };
  const base = address(route, valid.values);
  const validSearch = searchOf(valid.query);
  const validUrl = validSearch ? `${base}?${validSearch}` : base;
  const add = (family: string, what: string, part: Partial<MalformedCase>) => {
    const lang = part.language ?? language();
    cases.push({
      family,
      what,
      method: route.method,
      url: validUrl,
      ...part,
      headers: { ...valid.headers, 'accept-language': lang, ...part.headers },
      language: lang,
    });
  };
  const validBody = valid.body === undefined ? undefined : JSON.stringify(valid.body);
  const withBody =
    takesBody(route) && validBody !== undefined ? { payload: validBody, headers: json } : {};

  const params = route.pathParams.flatMap((name) =>
    BAD_PARAMS.map((value) => [name, value] as const),
  );
  for (const [name, value] of prng.sample(params, quota.path)) {
    const url = address(route, valid.values, [name, value]);
    add('path', `${name}=${value.slice(0, 40)}`, {
      url: validSearch ? `${url}?${validSearch}` : url,
      ...withBody,
    });
  }

  const queryFields = [...Object.keys(route.query?.properties ?? {}), 'unexpected'];
  const queries = [
    ...queryFields.flatMap((field) =>
      BAD_QUERY_VALUES.map((value) => {
        const others = searchOf(
          Object.fromEntries(Object.entries(valid.query).filter(([k]) => k !== field)),
        );
        return [
          `${field}=${value.slice(0, 40)}`,
          `?${others ? `${others}&` : ''}${field}=${value}`,
        ] as const;
      }),
    ),
    ...ODD_QUERIES.map((query) => [query.slice(0, 40), query] as const),
  ];
  for (const [what, query] of prng.sample(queries, quota.query))
    add('query', what, { url: `${base}${query}`, ...withBody });

  if (takesBody(route)) {
    for (const [what, payload] of prng.sample(RAW_JSON, quota.json))
      add('json', what, { payload: payload(), headers: json });

    const fields = fieldPaths(route.body);
    const mutations = [
      ...fields.flatMap((path) => WRONG_VALUES.map((value) => [path, value] as const)),
      ...[['unexpected_field'], ['constructor'], ['__proto__']].map(
        (path) => [path, { polluted: true }] as const,
      ),
    ];
    for (const [path, value] of prng.sample(mutations, quota.field)) {
      const shown = typeof value === 'string' ? value : JSON.stringify(value);
      add('field', `${path.join('.')}=${shown.slice(0, 20)}`, {
        payload: bodyWith(valid.body, path, value),
        headers: json,
      });
    }

    for (const type of prng.sample(CONTENT_TYPES, quota.contentType))
      add('content-type', type, { payload: validBody ?? '{}', headers: { 'content-type': type } });
  }

  for (const headers of prng.sample(ODD_HEADERS, quota.headers)) {
    const header = headers['accept-language'];
    add('headers', JSON.stringify(headers).slice(0, 60), {
      ...withBody,
      headers: { ...withBody.headers, ...headers },
      ...(header === undefined ? {} : { language: languageFromHeader(header) }),
    });
  }
  return cases;
}
