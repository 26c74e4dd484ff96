import {
  catalogueEntry,
  citationsOf,
  isFactorKey,
  translate,
  type FactorKey,
  type Language,
  type Proposal,
  type RecommendationPriority,
  type StoredResults,
} from '@ergo/contracts';
import { atLeast, type Finding } from './findings';
import { postureFindings } from './posture-findings';
import { renderMeasured } from './render-measured';
import { taskFindings } from './task-findings';

/** What an assessment's proposals are made from: its results, or its survey's score. */
export type Evidence =
  | { kind: 'video'; method: string; results: StoredResults; inputs: Record<string, unknown> }
  /** a survey or form method's findings, from its own scorer (see SurveyScorer) */
  | { kind: 'survey'; findings: readonly Finding[] };

/** How many of an entry's suggestions a proposal brings; "suggest another" gives the rest. */
export const PROPOSED_SUGGESTIONS = 2;

/** Everything that drove the score, one finding per factor (the worse one when two name it). */
export function findingsOf(evidence: Evidence): Finding[] {
  const all =
    evidence.kind === 'video'
      ? [
          ...postureFindings(evidence.method, evidence.results),
          ...taskFindings(evidence.method, evidence.results, evidence.inputs),
        ]
      : evidence.findings;
  const byFactor = new Map<FactorKey, Finding>();
  for (const finding of all) {
    const seen = byFactor.get(finding.factor);
    if (!seen || !atLeast(seen.level, finding.level)) byFactor.set(finding.factor, finding);
  }
  return [...byFactor.values()];
}

/** Very high → immediate, high → soon, moderate → planned; a critical safety item is immediate. */
export function priorityOf(finding: Finding): RecommendationPriority {
  if (finding.critical || finding.level === 'very_high') return 'IMMEDIATE';
  return finding.level === 'high' ? 'SOON' : 'PLANNED';
}

const PRIORITY_ORDER: readonly RecommendationPriority[] = ['IMMEDIATE', 'SOON', 'PLANNED'];

/** The catalogue's proposal for one finding, in the language. */
export function proposalOf(finding: Finding, lang: Language, kept: boolean): Proposal {
  const entry = catalogueEntry(finding.factor);
  const priority = priorityOf(finding);
  return {
    factor_key: finding.factor,
    title: entry.title[lang],
    risk_factor: entry.risk[lang],
    measured: renderMeasured(finding.measured, lang),
    priority,
    timeframe: translate(`recommendations.timeframes.${priority}`, lang),
    action_points: entry.actions.map((action) => action.text[lang]),
    recommendation_suggestions: entry.suggestions
      .slice(0, PROPOSED_SUGGESTIONS)
      .map((s) => ({ text: s.text[lang], control_type: s.control, catalogue_key: s.key })),
    sources: citationsOf(entry),
    kept,
  };
}

/**
 * The proposals for an assessment, most urgent first (the order findings were made in within a
 * priority: body parts before task factors). `keptFactors` are the factors a saved recommendation
 * of the assessment already answers.
 */
export function proposeRecommendations(
  evidence: Evidence,
  lang: Language,
  keptFactors: ReadonlySet<string>,
): Proposal[] {
  return findingsOf(evidence)
    .map((finding) => proposalOf(finding, lang, keptFactors.has(finding.factor)))
    .sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority));
}

/**
 * The catalogue's next suggestion for a factor that is neither used nor declined, in the language;
 * null when none is left (or the factor is not the catalogue's).
 */
export function nextSuggestion(
  factor: string,
  passOver: ReadonlySet<string>,
  lang: Language,
): Proposal['recommendation_suggestions'][number] | null {
  if (!isFactorKey(factor)) return null;
  const next = catalogueEntry(factor).suggestions.find((s) => !passOver.has(s.key));
  return next
    ? { text: next.text[lang], control_type: next.control, catalogue_key: next.key }
    : null;
}

/** Whether a catalogue key is one of a factor's suggestions (a kept suggestion must name a real one). */
export function isSuggestionOf(factor: string, key: string): boolean {
  return isFactorKey(factor) && catalogueEntry(factor).suggestions.some((s) => s.key === key);
}
