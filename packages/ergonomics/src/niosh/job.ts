import { sumStep, type ScoreStep, type StepParam } from '../core/step';
import type { NioshDuration } from './codes';
import { byStress, compositeIndex, type CompositeIndex } from './cli';
import { verdictOf } from './end';
import { nioshBandStep, r3, r4 } from './steps';
import { scoreSubtask } from './subtask';
import type { NioshJobResult, NioshSubtaskResult, NioshUndefined } from './types';
import { readNioshJob, type NioshJobInput } from './validate';

/** Why the CLI is not defined, as an explanation step. */
function undefinedStep(u: NioshUndefined, duration: NioshDuration): ScoreStep {
  const params: Record<string, StepParam> =
    u.reason === 'firwl_zero'
      ? { task: u.subtask ?? 0, factor: u.zero_multipliers[0] ?? '' }
      : { f: r3(u.lifts_per_min ?? 0), duration_key: `code.niosh.duration.${duration}` };
  return {
    id: 'niosh.cli',
    key: 'explain.niosh.undefined',
    params: {
      ...params,
      scope: '',
      label_key: 'score.niosh.cli',
      reason_key: `reason.niosh.cli_${u.reason}`,
    },
    value: null,
  };
}

/** The CLI's steps: where it starts, each sub-task's increment, the sum (or why it is undefined). */
function compositeSteps(
  ranked: readonly NioshSubtaskResult[],
  c: CompositeIndex,
  duration: NioshDuration,
): ScoreStep[] {
  const first = ranked[0];
  if (c.undefined) return [undefinedStep(c.undefined, duration)];
  // a defined CLI has a first sub-task with a defined STLI (compositeIndex checks both)
  if (c.cli === null || !first || first.stli === null)
    throw new RangeError('niosh: CLI without STLI');
  const steps: ScoreStep[] = [
    {
      id: 'niosh.cli.start',
      key: 'explain.niosh.cli_start',
      params: { task: first.subtask },
      value: r4(first.stli),
    },
  ];
  for (const t of c.terms)
    steps.push({
      id: `niosh.cli.term.${t.rank}`,
      key: 'explain.niosh.cli_term',
      params: {
        task: t.subtask,
        fili: r3(t.fili),
        fm: r3(t.fm),
        fm_before: r3(t.fm_before),
        f: r3(t.lifts_per_min),
        f_before: r3(t.lifts_per_min_before),
      },
      value: r4(t.increment),
    });
  const terms = [first.stli, ...c.terms.map((t) => t.increment)].map(r3);
  steps.push(sumStep('niosh.cli', 'score.niosh.cli', terms, r4(c.cli)));
  return steps;
}

/**
 * Revised NIOSH Lifting Equation, multi-task procedure (Waters et al. 1993; Applications Manual 1994,
 * §2.4): each sub-task's FIRWL, STRWL, FILI and STLI, the sub-tasks ordered by decreasing STLI, and
 * the composite lifting index CLI with its band. Sub-tasks keep their input numbers (1-based) in the
 * results and the explanation; `order` and `rank` give the ranking.
 */
export function scoreNioshJob(raw: NioshJobInput): NioshJobResult {
  const { duration, subtasks } = readNioshJob(raw);
  const steps: ScoreStep[] = [];
  const scored = subtasks.map((s, i) => scoreSubtask(steps, i + 1, s, duration));
  const ranked = [...scored].sort(byStress);
  ranked.forEach((s, i) => (s.rank = i + 1));
  const order = ranked.map((s) => s.subtask);
  steps.push({
    id: 'niosh.order',
    key: 'explain.niosh.order',
    params: { order: order.join(', ') },
    value: order.join(', '),
  });
  const c = compositeIndex(ranked, duration);
  steps.push(...compositeSteps(ranked, c, duration));
  const verdict = verdictOf(c.cli);
  steps.push(nioshBandStep(c.cli, verdict.band));
  return {
    duration,
    subtasks: scored,
    order,
    cli: c.cli,
    cli_undefined: c.undefined,
    terms: c.terms,
    ...verdict,
    steps,
  };
}
