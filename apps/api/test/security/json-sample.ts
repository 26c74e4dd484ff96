import type { JsonSchema } from './route-catalog';

/** A path into a value: object keys and array indexes. */
export type ValuePath = (string | number)[];

/** The alternatives of a schema (anyOf/oneOf), else the schema itself. */
const alternatives = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

const firstType = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** The first alternative that is not null (a nullable field gets a real value). */
function concrete(schema: JsonSchema): JsonSchema {
  const options = alternatives(schema);
  return options.find((option) => firstType(option) !== 'null') ?? options[0] ?? {};
}

/** Whether a schema (or one of its alternatives) is a UUID: an id of something. */
export const isIdSchema = (schema: JsonSchema): boolean =>
  alternatives(schema).some((option) => option.format === 'uuid');

export interface SampleOptions {
  /** the value of each UUID field (an id of some organization's object) */
  id: (path: ValuePath) => string;
  /**
   * an object without required fields gets its first field all the same (an update of nothing is
   * refused by its schema, before the handler that decides tenancy would run)
   */
  nonEmpty?: boolean;
}

/**
 * The smallest value a schema accepts: required fields only, enums' first choice, minimum lengths
 * and bounds. Good enough for a request to pass validation and reach its handler, which is where
 * tenancy is decided.
 */
export function sampleOf(
  schema: JsonSchema,
  options: SampleOptions,
  path: ValuePath = [],
): unknown {
  const node = concrete(schema);
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  if (node.format === 'uuid') return options.id(path);
  switch (firstType(node)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        if (node.required?.includes(key)) out[key] = sampleOf(property, options, [...path, key]);
      }
      const [first] = Object.entries(node.properties ?? {});
      if (options.nonEmpty && !path.length && !Object.keys(out).length && first)
        out[first[0]] = sampleOf(first[1], options, [first[0]]);
      return out;
    }
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, (_, i) =>
        sampleOf(node.items ?? {}, options, [...path, i]),
      );
    case 'integer':
      return Math.ceil(node.minimum ?? 1);
    case 'number':
      return node.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringSample(node);
    default:
      return 'x';
  }
}

function stringSample(node: JsonSchema): string {
  if (node.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
  if (node.format === 'email') return 'someone@example.com';
  if (node.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2030-01-31';
  return 'x'.repeat(Math.max(node.minLength ?? 1, 1));
}

/** The paths of every field that takes an id (format uuid), at any depth of a schema. */
export function idPaths(schema: JsonSchema | undefined, path: ValuePath = []): ValuePath[] {
  if (!schema) return [];
  const node = concrete(schema);
  if (isIdSchema(schema)) return [path];
  if (firstType(node) === 'object')
    return Object.entries(node.properties ?? {}).flatMap(([key, property]) =>
      idPaths(property, [...path, key]),
    );
  if (firstType(node) === 'array' && node.items) return idPaths(node.items, [...path, 0]);
  return [];
}

/** A copy of `value` with `path` set (intermediate objects and arrays created). */
export function withValue(value: unknown, path: ValuePath, next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withValue(list[head], rest, next);
    return list;
  }
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  record[head ?? ''] = withValue(record[head ?? ''], rest, next);
  return record;
}

/** Query string of a flat sample (nested values are not query material: JSON-encoded). */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
