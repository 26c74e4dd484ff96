import { HEAT_LEVELS, RISK_LEVELS } from '@ergo/ergonomics';
import { z } from 'zod';

/** The fields every method's result starts with (the band of the final score). */
export const riskLevelSchema = z.enum(RISK_LEVELS);
export const heatLevelSchema = z.enum(HEAT_LEVELS);
export const sideSchema = z.enum(['left', 'right']);

/** `{part: score}` of a fixed list of parts (body parts or workstation items). */
export const partScores = <const P extends readonly [string, ...string[]]>(parts: P) =>
  z.object(
    Object.fromEntries(parts.map((part) => [part, z.number()])) as {
      [K in P[number]]: z.ZodNumber;
    },
  );
