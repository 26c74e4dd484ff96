/**
 * One explained step of a score: a rule that gave a part score, an adjustment, a table look-up, a sum,
 * a clamp or a band. Texts are message keys + params; `explainStep(step, lang)` renders them in en/tr.
 */
export type StepParam = string | number | boolean;

export interface ScoreStep {
  /** stable id of what this step computes, e.g. `reba.neck`, `reba.table_a`, `rula.right.table_a` */
  id: string;
  /** message key, e.g. `explain.rule`, `explain.table` (see explain/catalog-en.ts) */
  key: string;
  /** message parameters; parameters whose name ends in `_key` are themselves message keys */
  params: Record<string, StepParam>;
  /** the value this step produced */
  value: number | string | boolean | null;
  /** table look-ups: the table's id (e.g. `reba.table_a`), and the row / column used (1-based labels) */
  table?: string;
  row?: string | number;
  column?: string | number;
}

export function ruleStep(
  id: string,
  partKey: string,
  ruleKey: string,
  value: number,
  extra: Record<string, StepParam> = {},
): ScoreStep {
  return {
    id,
    key: 'explain.rule',
    params: { part_key: partKey, rule_key: ruleKey, ...extra },
    value,
  };
}

/** How a measured value was read, as far as a reader of the explanation should know. */
export interface ReadingMarks {
  from2d?: boolean;
  fromProportions?: boolean;
  lowConfidence?: boolean;
  filled?: boolean;
}

/** The message keys of a reading's marks ('mark.2d', 'mark.low_confidence', 'mark.filled'). */
export function markKeys(m: ReadingMarks | undefined): string[] {
  if (!m) return [];
  return [
    ...(m.from2d === true ? ['mark.2d'] : []),
    ...(m.fromProportions === true ? ['mark.proportions'] : []),
    ...(m.lowConfidence === true ? ['mark.low_confidence'] : []),
    ...(m.filled === true ? ['mark.filled'] : []),
  ];
}

export function angleStep(
  id: string,
  partKey: string,
  ruleKey: string,
  angle: number,
  side: string | null,
  value: number | boolean,
  /** how the angle was read: a 2D, low-confidence or filled reading says so in the text */
  marks?: ReadingMarks,
  /** parameters of the rule's text (a cut read from video: see videoCut) */
  extra: Record<string, StepParam> = {},
): ScoreStep {
  const keys = markKeys(marks);
  const base = side ? 'explain.angle_side' : 'explain.angle';
  return {
    id,
    key: keys.length > 0 ? `${base}_marked` : base,
    params: {
      part_key: partKey,
      rule_key: ruleKey,
      angle: round1(angle),
      ...(side ? { side_key: `side.${side}` } : {}),
      ...(keys.length > 0 ? { marks: keys.join(',') } : {}),
      ...extra,
    },
    value,
  };
}

/**
 * A yes or no read from video (twisted, side-bent, abducted, shoulder raised, wrist deviated):
 * the worksheets give no angle for it, so its `_video` text names the cut the product applies.
 */
export const flagCut = (ruleKey: string, limit: number) => ({
  ruleKey: `${ruleKey}_video`,
  extra: { limit } as Record<string, StepParam>,
});

/**
 * The rule a video reading was scored by when the video's cut is not the worksheet's (a wrist
 * counts as bent above 45°, not 15°; a trunk within ±10° is upright): the rule's `_video` text,
 * which names the cut actually applied and why, with the cut as `limit` (degrees). Where the cut
 * is the worksheet's own, the worksheet's text.
 */
export function videoCut(
  ruleKey: string,
  cut: { applied: number; worksheet: number },
  more: Record<string, StepParam> = {},
): { ruleKey: string; extra: Record<string, StepParam> } {
  return cut.applied === cut.worksheet
    ? { ruleKey, extra: {} }
    : { ruleKey: `${ruleKey}_video`, extra: { limit: cut.applied, ...more } };
}

export function adjustStep(
  id: string,
  partKey: string,
  ruleKey: string,
  delta: number,
  value: number,
): ScoreStep {
  return {
    id,
    key: 'explain.adjust',
    params: { part_key: partKey, rule_key: ruleKey, delta },
    value,
  };
}

export function clampStep(
  id: string,
  partKey: string,
  raw: number,
  min: number,
  max: number,
  value: number,
): ScoreStep {
  return { id, key: 'explain.clamp', params: { part_key: partKey, raw, min, max }, value };
}

export function tableStep(
  id: string,
  table: string,
  rowLabel: string,
  row: number | string,
  colLabel: string,
  column: number | string,
  value: number,
  /** message keys that name coded row/column values (rendered instead of the raw code) */
  codeKeys: { row?: string; column?: string } = {},
): ScoreStep {
  return {
    id,
    key: 'explain.table',
    params: {
      table_key: `table.${table}`,
      row_label_key: `label.${rowLabel}`,
      ...(codeKeys.row ? { row_key: codeKeys.row } : { row: String(row) }),
      col_label_key: `label.${colLabel}`,
      ...(codeKeys.column ? { column_key: codeKeys.column } : { column: String(column) }),
    },
    value,
    table,
    row,
    column,
  };
}

export function sumStep(
  id: string,
  labelKey: string,
  terms: readonly number[],
  value: number,
): ScoreStep {
  return {
    id,
    key: 'explain.sum',
    params: { label_key: labelKey, terms: terms.map(fmtTerm).join(' ').replace(/^\+ /, '') },
    value,
  };
}

export function bandStep(
  id: string,
  score: number,
  levelKey: string,
  extra: Record<string, StepParam> = {},
): ScoreStep {
  return {
    id,
    key: 'explain.band',
    params: { score: round1(score), level_key: levelKey, ...extra },
    value: levelKey,
  };
}

function fmtTerm(t: number, i: number): string {
  if (i === 0) return String(t);
  return t < 0 ? `- ${-t}` : `+ ${t}`;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Clamp to [min, max] and push a clamp step when it changed the value. */
export function clampInto(
  steps: ScoreStep[],
  id: string,
  partKey: string,
  raw: number,
  min: number,
  max: number,
): number {
  const v = Math.min(max, Math.max(min, raw));
  if (v !== raw) steps.push(clampStep(id, partKey, raw, min, max, v));
  return v;
}

/**
 * A part score = base box + adjustments, clamped into the table's range; pushes one rule step, one
 * step per adjustment (with the running value) and a clamp step when the range cut it.
 */
export function scorePart(
  steps: ScoreStep[],
  id: string,
  partKey: string,
  base: number,
  baseRuleKey: string,
  adjustments: readonly (readonly [ruleKey: string, delta: number, applies: boolean])[],
  range: readonly [number, number],
): number {
  steps.push(ruleStep(id, partKey, baseRuleKey, base));
  let v = base;
  for (const [ruleKey, delta, applies] of adjustments) {
    if (!applies) continue;
    v += delta;
    steps.push(adjustStep(id, partKey, ruleKey, delta, v));
  }
  return clampInto(steps, id, partKey, v, range[0], range[1]);
}
