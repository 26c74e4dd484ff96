/**
 * One risk vocabulary the API stores for every method (`risk_level`), and the four heat-map levels
 * of SPEC §4 (green low, yellow moderate, orange high, red very high) with their colours.
 */
export const RISK_LEVELS = ['negligible', 'low', 'medium', 'high', 'very_high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Whether a stored or received value is one of the risk levels (a column is a plain string). */
export const isRiskLevel = (value: unknown): value is RiskLevel =>
  typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);

/** SPEC §4 heat-map levels; also the level names of SPEC §9 (QEC part bands, per-body-part bands). */
export const HEAT_LEVELS = ['low', 'moderate', 'high', 'very_high'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];

export interface HeatColour {
  key: 'green' | 'yellow' | 'orange' | 'red';
  hex: string;
}

// SPEC §4 "Heat map colours: green low, yellow moderate, orange high, red very high".
export const HEAT_COLOURS: Readonly<Record<HeatLevel, HeatColour>> = {
  low: { key: 'green', hex: '#2E9E44' },
  moderate: { key: 'yellow', hex: '#F2C500' },
  high: { key: 'orange', hex: '#F28C00' },
  very_high: { key: 'red', hex: '#D62828' },
};

/**
 * Mapping of the stored risk vocabulary to the heat map: negligible and low are both its low level
 * (no action or action "may be needed"); medium is yellow; high orange; very high red. Where the
 * five levels are shown side by side, negligible has a colour of its own (RISK_COLOURS).
 */
export const RISK_TO_HEAT: Readonly<Record<RiskLevel, HeatLevel>> = {
  negligible: 'low',
  low: 'low',
  medium: 'moderate',
  high: 'high',
  very_high: 'very_high',
};

export function heatLevelOf(risk: RiskLevel): HeatLevel {
  return RISK_TO_HEAT[risk];
}

export interface RiskColour {
  key: HeatColour['key'] | 'teal';
  hex: string;
}

/**
 * The five stored risk levels' colours, where a level is drawn beside the others (badges, the
 * dashboard's bars, the report): the heat map's four, and negligible in a darker blue-green of
 * its own. Negligible shared low's green, so the two read as one (issue 30); SPEC §4 names the
 * heat map's colours only, and negligible (REBA 1, no action) is no heat level. Both stay in the
 * green family, which reads as "no or little action"; the darker shade is apart from low's in
 * lightness too (1.45:1), carries white text (5.0:1) and stands out on a white card (5.0:1). The
 * level's word is shown beside every swatch: colour is never the only sign.
 */
export const RISK_COLOURS: Readonly<Record<RiskLevel, RiskColour>> = {
  negligible: { key: 'teal', hex: '#087F5B' },
  low: HEAT_COLOURS.low,
  medium: HEAT_COLOURS.moderate,
  high: HEAT_COLOURS.high,
  very_high: HEAT_COLOURS.very_high,
};

/** A risk level's colour (RISK_COLOURS), or a heat level's (HEAT_COLOURS). */
export function heatColourOf(level: RiskLevel | HeatLevel): RiskColour {
  if (level === 'negligible' || level === 'medium') return RISK_COLOURS[level];
  return HEAT_COLOURS[level];
}
