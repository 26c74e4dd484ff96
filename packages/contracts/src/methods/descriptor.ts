import type {
  FramePosture,
  FrameResultBase,
  FrameScore,
  HeatLevel,
  ScoreBand,
  TimelineMethod,
} from '@ergo/ergonomics';
import type { z } from 'zod';
import { fieldsOf, type MethodField } from './fields';
import { parseMethodInputs } from './input-error';
import type { MethodName, MethodText, MethodTraits, SeverityRange } from './traits';

/**
 * The arrangement of a method's detail page: body postures (figure, graphs, breakpoints), a lift
 * (weights and lifting index first), or a workstation (the ROSA sheet's charts).
 */
export type DetailLayout = 'posture' | 'lifting' | 'workstation';

/** The published scale of a method's final score (REBA 1–15) and the band of each score on it. */
export interface ScoreScale {
  min: number;
  max: number;
  band: (score: number) => ScoreBand;
}

/** What a method is, written once, with its scorer: see `defineMethod`. */
export interface MethodDefinition<S extends z.ZodObject, R extends FrameResultBase> {
  /** the assessment type of SPEC §3 / API-CONTRACT (`reba`, …), also the path segment {type} */
  code: string;
  capture: 'video';
  /** its name on screen, when not its code in capitals (REBA) */
  name?: MethodName;
  /** what the report says about the method */
  about: MethodText;
  /** the method's own inputs (SPEC §3), built with the field helpers of ./fields */
  inputs: S;
  /** body parts or workstation items as result payloads name them, in SPEC order */
  bodyParts: readonly string[];
  /** the parts whose angle is graphed on the detail page (line-graph?body_part=) */
  graphs: readonly string[];
  /** explanation steps of a part the payloads do not name, shown under one they do (RULA wrist twist) */
  explainedUnder?: Readonly<Record<string, string>>;
  /** how the heat map draws the parts; null when the method scores no parts */
  figure: 'body' | 'workstation' | null;
  layout: DetailLayout;
  /** the final score: the worst posture held for a second (postures) or the worst moment (a lift) */
  finalScore: 'sustained' | 'peak';
  /** the final score's scale; none for an open-ended one (a lift's lifting index) */
  scale: ScoreScale | null;
  /** where its scores rank beside other methods' (default: the scale's ends) */
  severity?: SeverityRange;
  /** heat level (SPEC §9 bands) of one part's score */
  partLevel: (part: string, score: number) => HeatLevel;
  /** the scorer: one frame's measured posture with the assessment's inputs → the explained result */
  scoreFrame: (frame: FramePosture, inputs: z.output<S>) => FrameScore<R>;
  /** the method's result as stored and served under `score.detail` (its explanation steps aside) */
  detail: z.ZodType<NoInfer<Omit<R, 'steps'>>>;
  /**
   * the method assesses a seated worker (ROSA): the form asks for a video of one, and the results
   * warn when the video shows little sitting (`warn_not_seated`)
   */
  seatedWork?: boolean;
}

/** A video method as the product uses it, whatever its input and result types. */
export interface MethodDescriptor extends MethodTraits {
  readonly capture: 'video';
  /** the inputs in form order, with how each is asked for */
  readonly fields: readonly MethodField[];
  readonly bodyParts: readonly string[];
  readonly graphs: readonly string[];
  /**
   * The body part an explanation step scores, from the part its scorer named (`part.<name>`), or
   * null for tables, sums, task factors and bands.
   */
  partOfStep(partKey: string | undefined): string | null;
  readonly figure: 'body' | 'workstation' | null;
  readonly layout: DetailLayout;
  readonly finalScore: 'sustained' | 'peak';
  readonly scale: ScoreScale | null;
  partLevel(part: string, score: number): HeatLevel;
  readonly detail: z.ZodType;
  readonly seatedWork: boolean;
  /**
   * The method bound to one assessment's inputs, as the timeline scores with it. The inputs are
   * parsed first: a value the method does not accept throws MethodInputError naming the field.
   */
  bind(inputs: unknown): TimelineMethod;
}

/**
 * Declares a method. The compiler checks that the scorer takes exactly what the input schema
 * produces and that the detail schema describes what the scorer returns, so the API's codes, the
 * forms and the scoring engine cannot drift apart.
 */
export function defineMethod<S extends z.ZodObject, R extends FrameResultBase>(
  definition: MethodDefinition<S, R>,
): MethodDescriptor {
  const inputNames = Object.keys(definition.inputs.shape);
  return {
    code: definition.code,
    capture: definition.capture,
    inputs: definition.inputs,
    video: 'required',
    publicLink: null,
    refundsFailedAnalysis: true,
    workerPick: true,
    scoreFormat: 'points',
    name: definition.name ?? { acronym: definition.code.toUpperCase() },
    about: definition.about,
    severity:
      definition.severity ??
      (definition.scale
        ? { best: definition.scale.min, worst: definition.scale.max }
        : { best: 0, worst: 1 }),
    fields: fieldsOf(definition.inputs),
    bodyParts: definition.bodyParts,
    graphs: definition.graphs,
    partOfStep(partKey) {
      const part = partKey?.startsWith('part.') ? partKey.slice(5) : null;
      if (part === null) return null;
      if (definition.bodyParts.includes(part)) return part;
      return definition.explainedUnder && Object.hasOwn(definition.explainedUnder, part)
        ? (definition.explainedUnder[part] ?? null)
        : null;
    },
    figure: definition.figure,
    layout: definition.layout,
    finalScore: definition.finalScore,
    scale: definition.scale,
    partLevel: definition.partLevel,
    detail: definition.detail,
    seatedWork: definition.seatedWork ?? false,
    bind(raw) {
      const inputs = parseMethodInputs(definition.inputs, raw);
      return {
        code: definition.code,
        scoreFrame: (frame) => definition.scoreFrame(frame, inputs),
        partLevel: definition.partLevel,
        finalScore: definition.finalScore,
        inputNames,
      };
    },
  };
}
