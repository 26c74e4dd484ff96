import { heatLevelOf } from '../bands/risk-levels';
import { rebaBand } from '../bands/score-bands';
import { bandStep, ruleStep, sumStep, tableStep, type ScoreStep } from '../core/step';
import { rebaPartScores } from './parts';
import { REBA_COUPLING_SCORE, REBA_LOAD_SCORE, rebaTableA, rebaTableB, rebaTableC } from './tables';
import type { RebaOptions, RebaResult, RebaWorksheetInput } from './types';
import { resolveRebaOptions, validateRebaInput } from './validate';

/**
 * REBA (Hignett & McAtamney 2000) from the worksheet categories. Validates the input (typed errors),
 * then explains every part score, table look-up, addition and the band in `steps`.
 */
export function scoreReba(rawInput: RebaWorksheetInput, rawOptions?: RebaOptions): RebaResult {
  const input = validateRebaInput(rawInput);
  const options = resolveRebaOptions(rawOptions);
  const steps: ScoreStep[] = [];
  const parts = rebaPartScores(input, options.adjustMode, steps);

  const tableA = rebaTableA(parts.trunk, parts.neck, parts.leg);
  steps.push(
    tableStep(
      'reba.table_a',
      'reba.table_a',
      'trunk',
      parts.trunk,
      'neck/legs',
      `${parts.neck}/${parts.leg}`,
      tableA,
    ),
  );
  let loadScore: number = REBA_LOAD_SCORE[input.load];
  steps.push(ruleStep('reba.load_score', 'part.load', `rule.reba.load.${input.load}`, loadScore));
  if (input.shock === true) {
    loadScore += 1;
    steps.push(ruleStep('reba.load_score', 'part.load', 'adj.shock', loadScore, { delta: 1 }));
  }
  const scoreA = tableA + loadScore;
  steps.push(sumStep('reba.score_a', 'score.reba.score_a', [tableA, loadScore], scoreA));

  const tableB = rebaTableB(parts.upper_arm, parts.lower_arm, parts.wrist);
  steps.push(
    tableStep(
      'reba.table_b',
      'reba.table_b',
      'upper_arm',
      parts.upper_arm,
      'lower_arm/wrist',
      `${parts.lower_arm}/${parts.wrist}`,
      tableB,
    ),
  );
  const couplingScore = REBA_COUPLING_SCORE[input.coupling];
  steps.push(
    ruleStep(
      'reba.coupling_score',
      'part.coupling',
      `rule.reba.coupling.${input.coupling}`,
      couplingScore,
    ),
  );
  const scoreB = tableB + couplingScore;
  steps.push(sumStep('reba.score_b', 'score.reba.score_b', [tableB, couplingScore], scoreB));

  const tableC = rebaTableC(scoreA, scoreB);
  steps.push(
    tableStep('reba.table_c', 'reba.table_c', 'score_a', scoreA, 'score_b', scoreB, tableC),
  );
  const activity = input.activity ?? [];
  for (const a of activity)
    steps.push(ruleStep('reba.activity_score', 'part.activity', `rule.reba.activity.${a}`, 1));
  const activityScore = activity.length;
  const score = tableC + activityScore;
  steps.push(sumStep('reba.score', 'score.reba.final', [tableC, activityScore], score));

  const band = rebaBand(score);
  steps.push(
    bandStep('reba.band', score, `risk.${band.risk_level}`, { action_level: band.action_level }),
  );
  return {
    method: 'reba',
    score,
    risk_level: band.risk_level,
    heat_level: heatLevelOf(band.risk_level),
    action_level: band.action_level,
    action_key: band.action_key,
    body_part_scores: parts,
    scores: {
      table_a: tableA,
      load_score: loadScore,
      score_a: scoreA,
      table_b: tableB,
      coupling_score: couplingScore,
      score_b: scoreB,
      table_c: tableC,
      activity_score: activityScore,
    },
    options,
    steps,
  };
}
