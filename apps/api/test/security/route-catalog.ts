import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** A JSON Schema as z.toJSONSchema writes it (only the keywords the sweeps read). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
}

/**
 * Who may call a route, read from its schema and address:
 * - signed-in: declares the bearer token (`security`), so it answers 401 without one;
 * - signed-link: takes a capability in its query (`signature`), else the bearer token;
 * - public: the account flows before sign-in (/api/auth/ without `security`), the health check and
 *   the public forms (tag 'public forms'), whose links carry their own tokens;
 * - websocket: the notification socket (its plain HTTP answer is a 426);
 * - docs: the OpenAPI pages.
 */
export type Access = 'signed-in' | 'signed-link' | 'public' | 'websocket' | 'docs';

export interface CatalogRoute {
  method: string;
  /** the registered address, with its `:param` placeholders (e.g. /api/operation/:id/) */
  url: string;
  access: Access;
  /** path parameters in the order of the address */
  pathParams: string[];
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
  /** accepts multipart/form-data (an upload) */
  multipart: boolean;
  /** answers a file (a PDF, a workbook, an image): slow to make, so drawn on less often */
  answersFile: boolean;
}

export interface Unclassified {
  method: string;
  url: string;
  reason: string;
}

/**
 * The body of the one route whose JSON body is read by the handler rather than by a schema (it
 * takes multipart uploads too): the fields its description documents, so the sweeps can send it.
 */
const BODIES_NOT_IN_SCHEMA: Record<string, JsonSchema> = {
  'POST /api/operation/:id/assessment/create/': {
    type: 'object',
    properties: {
      task: { type: 'string', format: 'uuid' },
      type: { type: 'string', enum: ['checklist', 'qec'] },
      name: { type: 'string', minLength: 1 },
      deadline: { type: 'string', format: 'date-time' },
    },
    required: ['task', 'type', 'name', 'deadline'],
  },
};

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A route schema part as JSON Schema (zod contracts converted; plain JSON Schema as it is). */
function jsonSchemaOf(part: unknown): JsonSchema | undefined {
  if (!part) return undefined;
  if (isZod(part))
    return z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return part;
}

const PARAM = /:(\w+)/g;

/** Whether a route's 200 answer is a file (its schema says binary), not a JSON document. */
function answersFile(response: unknown): boolean {
  const ok = (response as Record<string, unknown> | undefined)?.[200];
  try {
    return jsonSchemaOf(ok)?.format === 'binary';
  } catch {
    return false;
  }
}

function accessOf(route: RouteOptions, query: JsonSchema | undefined): Access | undefined {
  const schema = (route.schema ?? {}) as { security?: unknown[]; tags?: string[] };
  const url = route.url;
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'docs';
  if ('wsHandler' in route && route.wsHandler) return 'websocket';
  const bearer = (schema.security ?? []).some(
    (entry) => typeof entry === 'object' && entry !== null && 'bearerAuth' in entry,
  );
  if (bearer) return 'signed-in';
  if (query?.properties?.signature) return 'signed-link';
  if (url.startsWith('/api/auth/') || url === '/api/health/') return 'public';
  if (schema.tags?.includes('public forms')) return 'public';
  return undefined;
}

/**
 * Every route of the app as it is registered (Fastify's onRoute hook: pass `listen` to buildApp),
 * one entry per method, each classified; a route the sweeps cannot classify is listed, never
 * skipped, so the test that reads the catalogue fails on it.
 */
export class RouteCatalog {
  private readonly registered: RouteOptions[] = [];

  readonly listen = (route: RouteOptions): void => {
    this.registered.push(route);
  };

  read(): { routes: CatalogRoute[]; unclassified: Unclassified[] } {
    const routes: CatalogRoute[] = [];
    const unclassified: Unclassified[] = [];
    for (const route of this.registered) {
      const methods = [route.method].flat().map(String);
      const schema = (route.schema ?? {}) as Record<string, unknown> & { consumes?: string[] };
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        let parts;
        try {
          parts = {
            params: jsonSchemaOf(schema.params),
            query: jsonSchemaOf(schema.querystring),
            body: BODIES_NOT_IN_SCHEMA[key] ?? jsonSchemaOf(schema.body),
          };
        } catch (error) {
          unclassified.push({
            method,
            url: route.url,
            reason: `schema not readable: ${(error as Error).message}`,
          });
          continue;
        }
        const access = accessOf(route, parts.query);
        if (!access) {
          unclassified.push({
            method,
            url: route.url,
            reason:
              'neither signed-in (schema.security bearerAuth), a signed link (query signature), nor a public address (/api/auth/, /api/health/, tag "public forms")',
          });
          continue;
        }
        const pathParams = [...route.url.matchAll(PARAM)].map((match) => match[1] ?? '');
        const undocumented = pathParams.filter((name) => !parts.params?.properties?.[name]);
        if (access !== 'docs' && undocumented.length) {
          unclassified.push({
            method,
            url: route.url,
            reason: `path parameters without a schema: ${undocumented.join(', ')}`,
          });
          continue;
        }
        routes.push({
          method,
          url: route.url,
          access,
          pathParams,
          ...parts,
          multipart: (schema.consumes ?? []).includes('multipart/form-data'),
          answersFile: answersFile(schema.response),
        });
      }
    }
    return { routes, unclassified };
  }
}

/** "GET /api/operation/:id/" */
export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
