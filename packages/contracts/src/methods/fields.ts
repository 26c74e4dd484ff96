import { z } from 'zod';
import { msg } from '../common';

/**
 * How one method input is asked for. A method's inputs are one zod object whose fields are built
 * with the helpers below: the object validates the API's input (JSON or multipart text) and its
 * fields carry this description, from which the create form and the corrections are drawn.
 * Labels come from the shared catalogue by convention: `methods.<code>.fields.<name>.label`,
 * `.short` (corrections), `.hint`, `.options.<CODE>`, `.option_hints.<CODE>`, `.option_short.<CODE>`.
 */
export type FieldUi =
  | {
      kind: 'choice';
      codes: readonly string[];
      /** cards with the option (and its hint) written out, or a compact drop-down */
      display: 'cards' | 'select';
      columns: number;
      optionHints: boolean;
      hint: boolean;
      /** the code a form starts with and an absent value takes; null when the choice is required */
      default: string | null;
    }
  | { kind: 'multi'; codes: readonly string[]; hint: boolean }
  | {
      kind: 'flag';
      hint: boolean;
      /** flags of one workstation area are shown together (catalogue `methods.<code>.groups.<group>`) */
      group: string | null;
    }
  | { kind: 'number'; min: number; max: number; unit: string; decimals: number; hint: boolean };

const fieldUi = z.registry<FieldUi>();

/** One input of a method, as forms list it. */
export type MethodField = { name: string } & FieldUi;

type Codes = readonly [string, ...string[]];

interface ChoiceOptions {
  required: string;
  display?: 'cards' | 'select';
  columns?: number;
  optionHints?: boolean;
  hint?: boolean;
}

/** A required choice among codes: its own message when missing, the generic one for a wrong code. */
export function choice<const C extends Codes>(codes: C, options: ChoiceOptions) {
  return z
    .enum(codes, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? options.required : msg.invalidChoice,
    })
    .register(fieldUi, choiceUi(codes, options, null));
}

/**
 * A choice with a default: absent or empty, it is the default code (assessments stored before the
 * input existed read the same way); a wrong code is refused like any choice's.
 */
export function choiceWithDefault<const C extends Codes>(
  codes: C,
  fallback: C[number],
  options: Omit<ChoiceOptions, 'required'>,
) {
  return z
    .preprocess(
      (value) => (value === undefined || value === '' ? fallback : value),
      z.enum(codes, { error: msg.invalidChoice }),
    )
    .register(fieldUi, choiceUi(codes, { ...options, required: msg.invalidChoice }, fallback));
}

function choiceUi(codes: Codes, options: ChoiceOptions, fallback: string | null): FieldUi {
  return {
    kind: 'choice',
    codes,
    display: options.display ?? 'cards',
    columns: options.columns ?? 2,
    optionHints: options.optionHints ?? false,
    hint: options.hint ?? false,
    default: fallback,
  };
}

/** A yes/no box; multipart sends it as text ("true"/"false"/"on"/"1"), JSON as a boolean. */
export function flag(options: { hint?: boolean; group?: string } = {}) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])], {
      error: msg.invalidChoice,
    })
    .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')
    .optional()
    .register(fieldUi, { kind: 'flag', hint: options.hint ?? false, group: options.group ?? null });
}

/** Any number of codes, as a list (JSON, repeated multipart fields) or comma-separated text. */
export function multi<const C extends Codes>(codes: C, options: { hint?: boolean } = {}) {
  return z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(codes, { error: msg.invalidChoice })))
    .transform((list) => [...new Set(list)])
    .optional()
    .register(fieldUi, { kind: 'multi', codes, hint: options.hint ?? false });
}

/** A required quantity; text may use a decimal comma (Turkish forms). */
export function quantity(options: {
  min: number;
  max: number;
  unit: string;
  decimals: number;
  required: string;
  range: string;
  hint?: boolean;
}) {
  return z
    .union([z.number(), z.string()], { error: options.required })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: options.required });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: msg.numeric });
        return z.NEVER;
      }
      return number;
    })
    .pipe(
      z
        .number()
        .min(options.min, { error: options.range })
        .max(options.max, { error: options.range }),
    )
    .register(fieldUi, {
      kind: 'number',
      min: options.min,
      max: options.max,
      unit: options.unit,
      decimals: options.decimals,
      hint: options.hint ?? false,
    });
}

/** The fields of a method's input object, in order; every field must come from the helpers above. */
export function fieldsOf(inputs: z.ZodObject): MethodField[] {
  return Object.entries(inputs.shape).map(([name, schema]) => {
    const ui = fieldUi.get(schema);
    if (!ui) throw new Error(`method input ${name} was not built with the field helpers`);
    return { name, ...ui };
  });
}

/** What a new form starts with: nothing chosen (or the default), boxes unticked, no list items, no number. */
export function emptyValue(field: MethodField): string | boolean | string[] {
  if (field.kind === 'flag') return false;
  if (field.kind === 'multi') return [];
  if (field.kind === 'choice' && field.default !== null) return field.default;
  return '';
}

/** Stored inputs with every field present (an absent flag is false, an absent list empty, an absent choice its default). */
export function completeInputs(
  fields: readonly MethodField[],
  inputs: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...inputs };
  for (const field of fields) {
    if (out[field.name] !== undefined) continue;
    if (field.kind === 'flag') out[field.name] = false;
    if (field.kind === 'multi') out[field.name] = [];
    if (field.kind === 'choice' && field.default !== null) out[field.name] = field.default;
  }
  return out;
}

/** Multipart fields that are lists: repeated parts stay a list instead of the last one winning. */
export const listFieldNames = (fields: readonly MethodField[]): string[] =>
  fields.filter((field) => field.kind === 'multi').map((field) => field.name);
