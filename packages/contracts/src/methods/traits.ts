import type { z } from 'zod';

/** How a method's data is collected: a video, a worker survey, or a form the ergonomist fills. */
export type Capture = 'video' | 'survey' | 'form';

/** What a method's name is on screen: an acronym, the same in every language, or a catalogue key. */
export type MethodName = { readonly acronym: string } | { readonly key: string };

/** A text a method declares: a key of the shared catalogue, or its own words in every language. */
export type MethodText =
  { readonly key: string } | { readonly text: Readonly<Record<'en' | 'tr', string>> };

/** The public link a method's respondents answer through (SPEC §8: `/{kind}/{id}/{token}`). */
export interface PublicLinkTraits {
  /** the link's kind, also the first segment of its public address */
  readonly kind: string;
  /**
   * When the link opens: with the assessment, valid until the deadline this reads from its inputs
   * (and moved with it when the inputs change), or null when the ergonomist asks for one later.
   */
  readonly deadline: ((inputs: Record<string, unknown>) => Date | null) | null;
}

/** A score's two ends on its method's own scale: the best (no risk) and the worst it can reach. */
export interface SeverityRange {
  readonly best: number;
  readonly worst: number;
}

/**
 * What every method declares besides how it scores: how it is collected and what the product does
 * around it (links, credits, the worker pick, how its score reads, its name). The screens, routes,
 * reports and jobs ask these, never the method's code.
 */
export interface MethodTraits {
  /** the assessment type of SPEC §3 / API-CONTRACT (`reba`, `qec`, …), also the path segment {type} */
  readonly code: string;
  readonly capture: Capture;
  /** the ergonomist's own inputs of this method (SPEC §3) */
  readonly inputs: z.ZodObject;
  /** a video is required (video methods), optional (QEC: it prefills the observer part) or not taken */
  readonly video: 'required' | 'optional' | 'none';
  readonly publicLink: PublicLinkTraits | null;
  /** a failed analysis of its video gives the credit back (not QEC's: its video only prefills) */
  readonly refundsFailedAnalysis: boolean;
  /** the person analysed in its video may be chosen by clicking on them */
  readonly workerPick: boolean;
  /** its final score reads as a number on the method's own scale, or as a percentage */
  readonly scoreFormat: 'points' | 'percent';
  readonly name: MethodName;
  /** what the report says about the method: its source and what it scores */
  readonly about: MethodText;
  /**
   * where its scores rank beside other methods' within one risk level (REBA 1–15 beside RULA 1–7):
   * its best and its worst score (an open-ended one's worst is where it ranks as the worst)
   */
  readonly severity: SeverityRange;
}
