/**
 * The longest text a schema accepts, read from its `z.string().max(n)` check: forms take their
 * inputs' `maxLength` from here, so the limit lives only in the schema the server validates with.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  getter?: () => Schema;
}
interface Schema {
  _zod: { def: Def };
}

/** Wrappers whose inner schema is the one that checks the text. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** A zod schema's definition; undefined for anything else (a hand-written check). */
function defOf(schema: unknown): Def | undefined {
  return (schema as Partial<Schema> | null | undefined)?._zod?.def;
}

function stringMax(schema: Schema, depth = 0): number | undefined {
  const def = defOf(schema);
  if (depth > 20 || !def) return undefined;
  if (def.type === 'string') {
    const maxima = (def.checks ?? [])
      .map((check) => check._zod.def)
      .filter((check) => check.check === 'max_length' && typeof check.maximum === 'number')
      .map((check) => check.maximum as number);
    return maxima.length > 0 ? Math.min(...maxima) : undefined;
  }
  if (WRAPPERS.has(def.type) && def.innerType) return stringMax(def.innerType, depth + 1);
  if (def.type === 'lazy' && def.getter) return stringMax(def.getter(), depth + 1);
  if (def.type === 'pipe') {
    // Both ends may check the length (`.max(n).pipe(z.email())`, `transform().pipe(z.string().max(n))`).
    const ends = [def.in, def.out].filter((end): end is Schema => end !== undefined);
    const maxima = ends
      .map((end) => stringMax(end, depth + 1))
      .filter((max): max is number => max !== undefined);
    return maxima.length > 0 ? Math.min(...maxima) : undefined;
  }
  if (def.type === 'union' && def.options) {
    const maxima = def.options.map((option) => stringMax(option, depth + 1));
    // A union limits the length only when each of its text options does.
    if (maxima.some((max) => max === undefined)) return undefined;
    return Math.max(...(maxima as number[]));
  }
  return undefined;
}

/** The schema one step down a path: an object's key, an array's item, a record's value. */
function child(schema: Schema, key: string, depth = 0): Schema | undefined {
  const def = defOf(schema);
  if (depth > 20 || !def) return undefined;
  if (def.type === 'object' && def.shape) return def.shape[key];
  if (def.type === 'array' && def.element && /^\d+$/.test(key)) return def.element;
  if (def.type === 'record' && def.valueType) return def.valueType;
  if (WRAPPERS.has(def.type) && def.innerType) return child(def.innerType, key, depth + 1);
  if (def.type === 'lazy' && def.getter) return child(def.getter(), key, depth + 1);
  if (def.type === 'pipe' && def.in) return child(def.in, key, depth + 1);
  return undefined;
}

/**
 * The `max` of the text at `path` (dotted: `responses.0.comment`) in an object schema, or of the
 * schema itself without a path; undefined when that value is not text with a maximum length (or
 * the schema is not a zod schema).
 */
export function maxLengthOf(schema: unknown, path?: string): number | undefined {
  if (!defOf(schema)) return undefined;
  let node: Schema | undefined = schema as Schema;
  for (const key of path ? path.split('.') : []) {
    node = child(node, key);
    if (!node) return undefined;
  }
  return stringMax(node);
}
