import type { FactorKey, MessageParams } from '@ergo/contracts';
import type { HeatLevel } from '@ergo/ergonomics';

/** The bands that call for a recommendation (SPEC §4 heat levels above low). */
export type ActionLevel = Exclude<HeatLevel, 'low'>;

/**
 * One thing that drove a score: the catalogue's factor, how bad it is, and what was measured, as a
 * message key of the shared catalogue with its parameters (translated when a proposal is served).
 */
export interface Finding {
  factor: FactorKey;
  level: ActionLevel;
  measured: { key: string; params: MessageParams };
  /** a checklist item the checklist marks critical: acute safety, always immediate */
  critical?: boolean;
}

const ORDER: readonly HeatLevel[] = ['low', 'moderate', 'high', 'very_high'];

/** The band as a level that calls for action, or null when it is low. */
export function actionLevel(level: HeatLevel): ActionLevel | null {
  return level === 'low' ? null : level;
}

/** Whether a band is at least as bad as another. */
export function atLeast(level: HeatLevel, floor: HeatLevel): boolean {
  return ORDER.indexOf(level) >= ORDER.indexOf(floor);
}

/** A figure as the user reads it, e.g. "moderate" → heatMap.levels.moderate. */
export const levelKey = (level: HeatLevel) => `heatMap.levels.${level}`;
export const partKey = (part: string) => `heatMap.parts.${part}`;
