import {
  sameFrame,
  type CorrectionPreview,
  type FinalPosture,
  type ScoreDocument,
} from '@ergo/contracts';
import type { TFunction } from 'i18next';
import { angleLabel } from '../../../lib/angle-label';
import { formatNumber, formatTime } from './format';
import { measuredAngles } from './preview';

type Moves = NonNullable<CorrectionPreview['moves']>;
const LIMBS = ['arm', 'knee'] as const;

/** 'left arm, right knee': the limbs whose side changes, as scored in `posture`. */
function limbWords(t: TFunction, posture: FinalPosture, limbs: readonly (typeof LIMBS)[number][]) {
  return limbs.map((limb) => t(`overrides.move.${limb}.${posture[limb] ?? 'none'}`)).join(', ');
}

/**
 * The sentence that tells, before saving, that saving makes another posture the final one:
 * another frame of the held posture ("Saving moves the final posture from 0:11.0 (left arm) to
 * 0:11.2 (right arm), which then sets the score: 11 · Very high risk."), or the other arm or knee
 * in the same frame; with why the rule does so.
 */
export function moveWords(t: TFunction, moves: Moves, language: string): string {
  const { from, to } = moves;
  const limbs = LIMBS.filter((limb) => from[limb] !== to[limb]);
  const score = {
    score: formatNumber(to.score, language, 2),
    risk: t(`assessmentDetail.risk.${to.risk_level}`),
  };
  const at = (posture: FinalPosture) =>
    limbs.length > 0
      ? `${formatTime(posture.time, language)} (${limbWords(t, posture, limbs)})`
      : formatTime(posture.time, language);
  if (!sameFrame(from, to))
    return `${t('overrides.move.moves', { from: at(from), to: at(to), ...score })} ${t('overrides.move.why_held')}`;
  return `${t('overrides.move.side', {
    time: formatTime(to.time, language),
    from: limbWords(t, from, limbs),
    to: limbWords(t, to, limbs),
    ...score,
  })} ${t('overrides.move.why_side')}`;
}

/**
 * The corrected angles whose measured value differs in the posture saving makes final, as words
 * ("Wrist deviation (left) 28.1°"): the corrections table's Measured column shows them once saved.
 */
export function measuredThereWords(
  t: TFunction,
  shown: ScoreDocument,
  previewed: CorrectionPreview,
  language: string,
): string[] {
  const rows = measuredAngles(shown.measured);
  const shownValue = (key: string) =>
    shown.overridden?.find((o) => o.key === key)?.measured ??
    rows.find((row) => row.overrideKey === key)?.value ??
    null;
  return (previewed.overridden ?? []).flatMap(({ key, measured }) => {
    const before = shownValue(key);
    if (measured === null || (before !== null && Math.abs(before - measured) < 0.05)) return [];
    return [`${angleLabel(t, key)} ${formatNumber(measured, language)}°`];
  });
}
