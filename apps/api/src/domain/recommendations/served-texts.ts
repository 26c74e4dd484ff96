import {
  isMessageKey,
  translate,
  type Language,
  type Recommendation,
  type Suggestion,
} from '@ergo/contracts';
import { renderMeasured } from '@ergo/analysis';
import type { recommendations, recommendationSuggestions } from '@ergo/db';
import {
  actionOf,
  entryOf,
  isTypedSuggestion,
  type CatalogueTexts,
  type MeasuredFigure,
} from './catalogue-texts';

type RecommendationRow = typeof recommendations.$inferSelect;
type SuggestionRow = typeof recommendationSuggestions.$inferSelect;

type ServedTexts = Pick<
  Recommendation,
  'title' | 'risk_factor' | 'measured' | 'timeframe' | 'action_points' | 'typed'
>;

const figureIn = (figure: MeasuredFigure | null, lang: Language) =>
  figure && isMessageKey(figure.key) ? renderMeasured(figure, lang) : null;

/**
 * A kept recommendation's texts in the reader's language: the catalogue's from their keys, the
 * rest as typed (and marked so). A catalogue timeframe is the priority's as it is now.
 */
export function servedTexts(
  row: Pick<
    RecommendationRow,
    'factorKey' | 'title' | 'riskFactor' | 'measured' | 'timeframe' | 'actionPoints' | 'priority'
  >,
  refs: CatalogueTexts,
  lang: Language,
): ServedTexts {
  const entry = entryOf(row.factorKey);
  const title = refs.title && entry ? entry.title[lang] : null;
  const risk = refs.risk && entry ? entry.risk[lang] : null;
  const measured = figureIn(refs.measured, lang);
  const timeframe = refs.timeframe
    ? translate(`recommendations.timeframes.${row.priority}`, lang)
    : null;
  const actions = row.actionPoints.map(
    (_point, index) => actionOf(entry, refs.actions[index])?.text[lang] ?? null,
  );
  return {
    title: title ?? row.title,
    risk_factor: risk ?? row.riskFactor,
    measured: measured ?? row.measured,
    timeframe: timeframe ?? row.timeframe,
    action_points: actions.map((action, index) => action ?? row.actionPoints[index] ?? ''),
    typed: {
      title: title === null,
      risk_factor: risk === null,
      measured: measured === null,
      timeframe: timeframe === null,
      action_points: actions.map((action) => action === null),
    },
  };
}

/**
 * A suggestion in the reader's language when it is the catalogue option's own text; a row stored
 * before `typed` existed is matched against the catalogue here.
 */
export function servedSuggestion(
  factor: string | null,
  row: SuggestionRow,
  lang: Language,
): Suggestion {
  const typed = row.typed ?? isTypedSuggestion(factor, row.catalogueKey, row.text);
  const option = typed
    ? undefined
    : entryOf(factor)?.suggestions.find((s) => s.key === row.catalogueKey);
  return {
    id: row.id,
    text: option ? option.text[lang] : row.text,
    control_type: row.controlType,
    catalogue_key: row.catalogueKey,
    typed: !option,
  };
}
