/**
 * One risk vocabulary the API stores for every method (`risk_level`), and the four heat-map levels
 * of SPEC §4 (green low, yellow moderate, orange high, red very high) with their colours.
 */
export const RISK_LEVELS = ['negligible', 'low', 'medium', 'high', 'very_high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

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
 * Mapping of the stored risk vocabulary to the heat map: negligible and low are both green (no action
 * or action "may be needed"); medium is yellow; high orange; very high red.
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

export function heatColourOf(level: RiskLevel | HeatLevel): HeatColour {
  const heat: HeatLevel =
    level === 'negligible' || level === 'medium' ? RISK_TO_HEAT[level] : level;
  return HEAT_COLOURS[heat];
}
