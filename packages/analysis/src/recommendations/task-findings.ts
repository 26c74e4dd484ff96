import {
  reba,
  rebaDetail,
  rebaInputs,
  rosa,
  rosaDetail,
  rosaInputs,
  rula,
  rulaInputs,
  wisha,
  wishaDetail,
  wishaInputs,
  type StoredResults,
} from '@ergo/contracts';
import { actionLevel, type ActionLevel, type Finding } from './findings';

const round2 = (n: number) => Math.round(n * 100) / 100;
const option = (method: string, field: string, code: string) =>
  `methods.${method}.fields.${field}.options.${code}`;
const measured = (key: string, params: Finding['measured']['params'] = {}) => ({
  key: `recommendations.measured.${key}`,
  params,
});

/** REBA's load, shock, coupling and activity, each when it added to the score. */
function rebaFindings(
  level: ActionLevel,
  results: StoredResults,
  stored: Record<string, unknown>,
): Finding[] {
  const inputs = rebaInputs.safeParse(stored);
  const detail = rebaDetail.safeParse(results.score.detail);
  if (!inputs.success) return [];
  const { load, coupling, shock, activity } = inputs.data;
  const findings: Finding[] = [];
  if (load !== 'LESS_THAN_5')
    findings.push({
      factor: 'task.load',
      level,
      measured: measured('load_reba', { load_key: option('reba', 'load', load) }),
    });
  if (shock) findings.push({ factor: 'task.shock', level, measured: measured('shock') });
  const couplingScore = detail.success ? detail.data.scores.coupling_score : undefined;
  if (coupling !== 'GOOD' && couplingScore !== 0)
    findings.push({
      factor: 'task.coupling',
      level,
      measured: measured('coupling', { coupling_key: option('reba', 'coupling', coupling) }),
    });
  const activityFactor = {
    STATIC_POSTURE: 'task.static_posture',
    REPEATED_SMALL_RANGE_ACTIONS: 'task.repetition',
    LARGE_RANGE_CHANGES: 'task.large_range_changes',
  } as const;
  for (const code of activity ?? [])
    findings.push({
      factor: activityFactor[code],
      level,
      measured: measured('activity', { activity_key: option('reba', 'activity', code) }),
    });
  return findings;
}

/** RULA's load or force and its muscle use. */
function rulaFindings(level: ActionLevel, stored: Record<string, unknown>): Finding[] {
  const inputs = rulaInputs.safeParse(stored);
  if (!inputs.success) return [];
  const findings: Finding[] = [];
  if (inputs.data.load !== 'LESS_THAN_2KG')
    findings.push({
      factor: 'task.load',
      level,
      measured: measured('load_rula', { load_key: option('rula', 'load', inputs.data.load) }),
    });
  if (inputs.data.muscle_use)
    findings.push({ factor: 'task.muscle_use', level, measured: measured('muscle_use') });
  return findings;
}

/** WISHA: the lift over its safe weight, and each multiplier that lowered the limit. */
function wishaFindings(
  level: ActionLevel,
  results: StoredResults,
  stored: Record<string, unknown>,
): Finding[] {
  const inputs = wishaInputs.safeParse(stored);
  const detail = wishaDetail.safeParse(results.score.detail);
  if (!inputs.success || !detail.success) return [];
  const d = detail.data;
  const findings: Finding[] = [];
  if (d.hazard || (d.lifting_index !== null && d.lifting_index > 1))
    findings.push({
      factor: 'lifting.weight',
      level,
      measured:
        d.lifting_index === null
          ? // the frequency and duration leave no safe weight at all (WISHA's limit is 0)
            measured('lifting_weight_none', { weight: d.current_lift_weight_kg })
          : measured('lifting_weight', {
              weight: d.current_lift_weight_kg,
              limit: round2(d.recommended_safe_weight_kg),
              index: round2(d.lifting_index),
            }),
    });
  const { factors } = d;
  if (factors.limit_reduction_modifier < 1)
    findings.push({
      factor: 'lifting.frequency',
      level,
      measured: measured('lifting_frequency', {
        frequency_key: option('wisha', 'lifting_frequency', inputs.data.lifting_frequency),
        duration_key: option('wisha', 'shift_duration', inputs.data.shift_duration),
        multiplier: round2(factors.limit_reduction_modifier),
      }),
    });
  if (factors.twist_multiplier < 1)
    findings.push({
      factor: 'lifting.twisting',
      level,
      measured: measured('lifting_twisting', { multiplier: round2(factors.twist_multiplier) }),
    });
  if (factors.grip_multiplier < 1)
    findings.push({
      factor: 'task.coupling',
      level,
      measured: measured('grip', {
        grip_key: option('wisha', 'grip_quality', inputs.data.grip_quality),
        multiplier: round2(factors.grip_multiplier),
      }),
    });
  if (factors.environment_multiplier < 1)
    findings.push({
      factor: 'lifting.environment',
      level,
      measured: measured('lifting_environment', {
        environment_key: option('wisha', 'work_environment', inputs.data.work_environment),
        multiplier: round2(factors.environment_multiplier),
      }),
    });
  return findings;
}

/** ROSA: each ticked flag, a telephone scored above its best, and a long daily duration. */
function rosaFindings(
  level: ActionLevel,
  results: StoredResults,
  stored: Record<string, unknown>,
): Finding[] {
  const inputs = rosaInputs.safeParse(stored);
  if (!inputs.success) return [];
  const findings: Finding[] = [];
  for (const [field, value] of Object.entries(inputs.data)) {
    if (value !== true) continue;
    findings.push({
      factor: `rosa_flag.${field}` as Finding['factor'],
      level,
      measured: measured('rosa_flag', { flag_key: `methods.rosa.fields.${field}.label` }),
    });
  }
  const detail = rosaDetail.safeParse(results.score.detail);
  if (detail.success && !detail.data.telephone_absent && detail.data.final_scores.telephone > 1)
    findings.push({
      factor: 'rosa.telephone',
      level,
      measured: measured('area_score', {
        part_key: 'heatMap.parts.telephone',
        score: detail.data.final_scores.telephone,
        level_key: `heatMap.levels.${level}`,
      }),
    });
  if (inputs.data.duration === 'LONG')
    findings.push({
      factor: 'rosa.duration',
      level,
      measured: measured('rosa_duration', {
        duration_key: 'methods.rosa.fields.duration.option_short.LONG',
      }),
    });
  return findings;
}

type TaskFindings = (
  level: ActionLevel,
  results: StoredResults,
  inputs: Record<string, unknown>,
) => Finding[];

/** Each video method's findings from its task factors, by its descriptor's code. */
const TASK_FINDINGS = new Map<string, TaskFindings>([
  [reba.code, rebaFindings],
  [rula.code, (level, _results, inputs) => rulaFindings(level, inputs)],
  [wisha.code, wishaFindings],
  [rosa.code, rosaFindings],
]);

/**
 * The task factors that raised a video method's score. They are proposed only when the final score
 * itself calls for action (moderate band or worse), at the final score's priority: a factor of a
 * low-risk task is not a risk to control.
 */
export function taskFindings(
  method: string,
  results: StoredResults,
  inputs: Record<string, unknown>,
): Finding[] {
  const level = actionLevel(results.score.heat_level);
  if (!level) return [];
  return TASK_FINDINGS.get(method)?.(level, results, inputs) ?? [];
}
