import { z } from 'zod';
import {
  catalogueEntry,
  isFactorKey,
  LANGUAGES,
  RECOMMENDATION_PRIORITIES,
  translate,
  type Bilingual,
  type CatalogueEntry,
  type CatalogueControl,
} from '@ergo/contracts';
import { renderMeasured } from '@ergo/analysis';

/*
 * Where a kept recommendation's texts come from (recommendations.catalogue_texts): the catalogue,
 * served in the reader's language, or the user, served as typed. Keys, not texts: the title and
 * the risk are the entry's (the row's factor), a timeframe the priority's, the measured figure a
 * message key with its numbers, an action point its place in the entry with its English text (so
 * an entry whose actions are later reordered never shows another action in its place). A text
 * counts as the catalogue's only when it is exactly the catalogue's, in either language.
 */

const measuredSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MeasuredFigure = z.infer<typeof measuredSchema>;

const actionSchema = z.object({ at: z.number().int().nonnegative(), en: z.string() });
type ActionRef = z.infer<typeof actionSchema>;

export const catalogueTextsSchema = z.object({
  title: z.boolean(),
  risk: z.boolean(),
  timeframe: z.boolean(),
  measured: measuredSchema.nullable(),
  /** one per stored action point, null for one typed */
  actions: z.array(actionSchema.nullable()),
});
export type CatalogueTexts = z.infer<typeof catalogueTextsSchema>;

/** Every text served as stored (what a row without references falls back to). */
export const AS_STORED: CatalogueTexts = {
  title: false,
  risk: false,
  timeframe: false,
  measured: null,
  actions: [],
};

/** The texts of a recommendation as sent (or as a row kept before this version holds them). */
export interface KeptTexts {
  title: string;
  risk_factor: string;
  measured: string;
  timeframe: string;
  action_points: readonly string[];
}

/** The stored references; null for a row kept before they existed (matched when first read). */
export function parseCatalogueTexts(stored: unknown): CatalogueTexts | null {
  const parsed = catalogueTextsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function entryOf(factor: string | null): CatalogueEntry | null {
  return factor !== null && isFactorKey(factor) ? catalogueEntry(factor) : null;
}

/** Whether a text is exactly the catalogue's, in any of the languages it is written in. */
const isTextOf = (text: string, of: Bilingual) => LANGUAGES.some((lang) => of[lang] === text);

/**
 * Whether a timeframe is one the catalogue gives a priority, in either language. Left as proposed,
 * it follows the priority: raising the priority (in the form or later) moves it along.
 */
export function isCatalogueTimeframe(text: string): boolean {
  return RECOMMENDATION_PRIORITIES.some((priority) =>
    LANGUAGES.some((lang) => translate(`recommendations.timeframes.${priority}`, lang) === text),
  );
}

function actionRef(entry: CatalogueEntry | null, point: string): ActionRef | null {
  const at = entry ? entry.actions.findIndex((action) => isTextOf(point, action.text)) : -1;
  const action = entry?.actions[at];
  return action ? { at, en: action.text.en } : null;
}

/** The entry's action a reference names: at its place, or moved, by its English text. */
export function actionOf(
  entry: CatalogueEntry | null,
  ref: ActionRef | null | undefined,
): CatalogueControl | null {
  if (!entry || !ref) return null;
  const atPlace = entry.actions[ref.at];
  if (atPlace?.text.en === ref.en) return atPlace;
  return entry.actions.find((action) => action.text.en === ref.en) ?? null;
}

/**
 * Which texts are the catalogue's. `figures` are the measured figures the text may render: what
 * the assessment's findings give for the factor when it is kept, or the one already stored.
 */
export function catalogueTextsOf(
  factor: string | null,
  texts: KeptTexts,
  figures: readonly MeasuredFigure[],
): CatalogueTexts {
  const entry = entryOf(factor);
  return {
    title: entry !== null && isTextOf(texts.title, entry.title),
    risk: entry !== null && isTextOf(texts.risk_factor, entry.risk),
    timeframe: isCatalogueTimeframe(texts.timeframe),
    measured:
      figures.find((figure) =>
        LANGUAGES.some((lang) => renderMeasured(figure, lang) === texts.measured),
      ) ?? null,
    actions: texts.action_points.map((point) => actionRef(entry, point)),
  };
}

/**
 * After an update: each text sent is matched anew (its measured figure only against the stored
 * one: an edit never finds a new figure), the others keep where they came from.
 */
export function updatedCatalogueTexts(
  factor: string | null,
  current: CatalogueTexts,
  update: Partial<KeptTexts>,
): CatalogueTexts {
  const matched = catalogueTextsOf(
    factor,
    {
      title: update.title ?? '',
      risk_factor: update.risk_factor ?? '',
      measured: update.measured ?? '',
      timeframe: update.timeframe ?? '',
      action_points: update.action_points ?? [],
    },
    current.measured ? [current.measured] : [],
  );
  return {
    title: update.title === undefined ? current.title : matched.title,
    risk: update.risk_factor === undefined ? current.risk : matched.risk,
    timeframe: update.timeframe === undefined ? current.timeframe : matched.timeframe,
    measured: update.measured === undefined ? current.measured : matched.measured,
    actions: update.action_points === undefined ? current.actions : matched.actions,
  };
}

/** Whether a suggestion's text is its own, not the catalogue option's (in either language). */
export function isTypedSuggestion(
  factor: string | null,
  catalogueKey: string | null,
  text: string,
): boolean {
  const option = entryOf(factor)?.suggestions.find((s) => s.key === catalogueKey);
  return !(option && isTextOf(text, option.text));
}
