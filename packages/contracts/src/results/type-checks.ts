import type {
  BodyPartSummary,
  Breakpoint,
  CorrectedScore,
  KinematicsEntry,
  LineGraph,
  TimelineResults,
} from '@ergo/ergonomics';
import type { z } from 'zod';
import type { lineGraphDocumentSchema } from './served';
import type {
  bodyPartSummarySchema,
  breakpointSchema,
  kinematicsEntrySchema,
  timelineResultsSchema,
} from './stored';

/*
 * Compile-time proof that the result contract describes what @ergo/ergonomics produces: each pair
 * must be assignable both ways, so a field added, renamed or retyped on either side fails
 * `npm run typecheck` until the other side follows.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;
type Corrected = TimelineResults & { score: TimelineResults['score'] & CorrectedScore };
type StoredScore = z.output<typeof timelineResultsSchema>['score'];

export const resultContractMatchesErgonomics: [
  Same<z.output<typeof timelineResultsSchema>, TimelineResults>,
  // results with corrections in force are stored under the same schema (the two fields are optional)
  Fits<Corrected, z.output<typeof timelineResultsSchema>>,
  Same<z.output<typeof bodyPartSummarySchema>, BodyPartSummary>,
  Same<z.output<typeof kinematicsEntrySchema>, KinematicsEntry>,
  Same<z.output<typeof breakpointSchema>, Breakpoint>,
  Same<z.output<typeof lineGraphDocumentSchema>, LineGraph>,
  // the optional fields of a correction, each exactly as ergonomics makes it
  Same<NonNullable<StoredScore['corrected_frames']>, CorrectedScore['corrected_frames']>,
  Same<NonNullable<StoredScore['worse_held']>, NonNullable<CorrectedScore['worse_held']>>,
  Same<NonNullable<StoredScore['overridden']>, CorrectedScore['overridden']>,
] = [true, true, true, true, true, true, true, true, true];
