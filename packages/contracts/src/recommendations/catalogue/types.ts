/**
 * The shape of the recommendation catalogue: data written by us from published guidance, in both
 * languages, never generated at run time. A catalogue entry answers one risk factor (a body part,
 * a workstation area, a task factor, a ROSA flag, a QEC exposure, a checklist item).
 */

/** Both languages of one text. */
export interface Bilingual {
  en: string;
  tr: string;
}

/**
 * The hierarchy of controls, most effective first (NIOSH "Hierarchy of Controls"; ISO 45001 8.1.2).
 * Substitution is folded into elimination: for an ergonomic risk both remove the hazard at its source.
 */
export const CONTROL_TYPES = ['ELIMINATE', 'ENGINEERING', 'ADMINISTRATIVE', 'PPE'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** One step of a control, as written in the catalogue. */
export interface CatalogueControl {
  control: ControlType;
  text: Bilingual;
}

/**
 * A concrete option under a recommendation; `key` is stable so "suggest another" can skip used ones
 * and a kept suggestion is served in the reader's language.
 */
export interface CatalogueSuggestion extends CatalogueControl {
  key: string;
}

export interface CatalogueEntry {
  /** imperative title of the recommendation ("Bring the work closer to elbow height") */
  title: Bilingual;
  /** the risk factor it answers, as a noun phrase ("Forward bending of the trunk") */
  risk: Bilingual;
  /**
   * the action points, ordered by the hierarchy of controls (a test checks the order). A kept
   * recommendation names an action by its place and English text: one reworded in English is
   * served from then on as it was kept, not translated.
   */
  actions: readonly CatalogueControl[];
  /** concrete options, in the order "suggest another" offers them (at least three) */
  suggestions: readonly CatalogueSuggestion[];
  /** ids of CATALOGUE_SOURCES the texts were written from */
  sources: readonly string[];
}

/** A published source the catalogue was written from. */
export interface CatalogueSource {
  /** how the catalogue cites it: author or body, year, title */
  citation: string;
  url?: string;
}

/** A starter note for a method: what to check on site (GET …/notes/sample/). */
export interface StarterNote {
  key: string;
  text: Bilingual;
}
