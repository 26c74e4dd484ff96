import type { WishaDuration, WishaEnvironment, WishaFrequency, WishaGrip } from './codes';

// Source: WISHA limit reduction modifier, scoring-methods.md §5.3 (SECONDARY S11; frequency bands and
// duration classes as in WAC 296-62-05174 App. B, S10). Rows: lifts per minute; columns: hours per day
// (<= 1 h, > 1–2 h, > 2–8 h). SPEC "LESS_THAN_1" = the form's "1 lift every 2–5 min". Cross-check: up
// to 8–9 lifts/min each row is NIOSH's frequency multiplier at the band's lowest rate within 0.03
// (Waters et al. 1994, Table 5; test "limit reduction follows NIOSH's frequency multiplier").
export const WISHA_LIMIT_REDUCTION: Readonly<
  Record<WishaFrequency, Readonly<Record<WishaDuration, number>>>
> = {
  LESS_THAN_1: { less_than_hour: 1.0, between_hour: 0.95, more_than_hour: 0.85 },
  '1': { less_than_hour: 0.95, between_hour: 0.9, more_than_hour: 0.75 },
  '2_3': { less_than_hour: 0.9, between_hour: 0.85, more_than_hour: 0.65 },
  '4_5': { less_than_hour: 0.85, between_hour: 0.7, more_than_hour: 0.45 },
  '6_7': { less_than_hour: 0.75, between_hour: 0.5, more_than_hour: 0.25 },
  '8_9': { less_than_hour: 0.6, between_hour: 0.35, more_than_hour: 0.15 },
  MORE_THAN_10: { less_than_hour: 0.3, between_hour: 0.2, more_than_hour: 0.0 },
};

// Source: WAC 296-62-05174 App. B step 3 (S10): x 0.85 when the back twists more than 45° during the lift.
export const WISHA_TWIST_MULTIPLIER = 0.85;

// Source: NIOSH revised lifting equation coupling multiplier CM (Waters et al. 1993; Applications Manual
// 1994, table 7), scoring-methods.md §5.6. Not part of WISHA: our grip modifier. V = hand height, cm.
export const NIOSH_COUPLING_MULTIPLIER = {
  good: { below75: 1.0, atOrAbove75: 1.0 },
  fair: { below75: 0.95, atOrAbove75: 1.0 },
  poor: { below75: 0.9, atOrAbove75: 0.9 },
} as const;
export type NioshCoupling = keyof typeof NIOSH_COUPLING_MULTIPLIER;

/** SPEC grip quality -> NIOSH coupling class. */
export const WISHA_GRIP_TO_COUPLING: Readonly<Record<WishaGrip, NioshCoupling>> = {
  GOOD: 'good',
  MODERATE: 'fair',
  POOR: 'poor',
};

/**
 * Our environment modifier (not in WISHA, nor in NIOSH, which declares itself not applicable outside
 * 19–26 °C / 35–50 % humidity and on floors with a shoe–floor friction coefficient below 0.4). We apply
 * one step of 0.85 — the size of WISHA's only other qualitative modifier (twist) — to both
 * conditions, as a named, overridable option. See README "WISHA grip and environment modifiers".
 */
export const WISHA_ENVIRONMENT_MULTIPLIER: Readonly<Record<WishaEnvironment, number>> = {
  NORMAL: 1.0,
  COLD_HOT: 0.85,
  SLIPPERY: 0.85,
};

export function nioshCouplingMultiplier(coupling: NioshCoupling, handHeightCm: number): number {
  const c = NIOSH_COUPLING_MULTIPLIER[coupling];
  return handHeightCm < 75 ? c.below75 : c.atOrAbove75;
}

export const NIOSH_LI_BANDS = ['nominal', 'increased', 'high'] as const;
export type NioshLiBand = (typeof NIOSH_LI_BANDS)[number];

/** NIOSH lifting-index bands (Waters et al. 1993/1994): <= 1 nominal; 1 < LI <= 3 increased; > 3 high. */
export function nioshLiBand(li: number): NioshLiBand {
  if (li <= 1) return 'nominal';
  return li <= 3 ? 'increased' : 'high';
}
