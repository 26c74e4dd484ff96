/**
 * The Resource Centre's guides as data, one shared shape for every language: `en` and `tr` must
 * have the same guides, sections, sub-sections and blocks (checked by `content.test.ts`), so a link
 * to `/resources/<guide>#<section>` works in both.
 */
export const GUIDE_SLUGS = ['filming', 'data', 'choosing', 'reading', 'faq'] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Section anchors of the reading guide that the result cards link to. */
export type ReadingAnchor =
  | 'scores'
  | 'heat-map'
  | 'body-parts'
  | 'graphs'
  | 'kinematics'
  | 'breakpoints'
  | 'markers'
  | 'limits';

export interface Paragraph {
  kind: 'p';
  text: string;
}

/** A bulleted list; `ordered` for steps that follow one another. */
export interface List {
  kind: 'list';
  items: string[];
  ordered?: boolean;
}

/** A short callout (a warning or a rule of thumb). */
export interface Note {
  kind: 'note';
  tone: 'tip' | 'warning';
  text: string;
}

export interface Table {
  kind: 'table';
  caption: string;
  head: string[];
  rows: string[][];
}

/** The good and bad camera placements, drawn as SVG; the texts are the figure's words. */
export interface CameraFigure {
  kind: 'figure';
  figure: 'camera';
  title: string;
  description: string;
  panels: { good: string; close: string; high: string; backlit: string };
  verdicts: { good: string; bad: string };
  /** words drawn in the picture: the distance and the camera's height */
  labels: { distance: string; height: string; window: string };
}

/** A method's score scale split into its risk levels, each labelled with its range and word. */
export interface BandsFigure {
  kind: 'figure';
  figure: 'bands';
  title: string;
  description: string;
  method: 'reba' | 'rula' | 'rosa';
  /** the level names in the figure's order (lowest first) */
  levels: Partial<Record<'negligible' | 'low' | 'medium' | 'high' | 'very_high', string>>;
}

export type Block = Paragraph | List | Note | Table | CameraFigure | BandsFigure;

export interface SubSection {
  /** the anchor, unique in its guide */
  id: string;
  title: string;
  blocks: Block[];
}

export interface Section {
  /** the anchor, unique in its guide */
  id: string;
  title: string;
  blocks: Block[];
  subsections?: SubSection[];
}

export interface Guide {
  slug: GuideSlug;
  title: string;
  /** one or two sentences for the Resource Centre's card */
  summary: string;
  sections: Section[];
}

/** Every guide of one language, in the Resource Centre's order. */
export type GuideSet = Readonly<Record<GuideSlug, Guide>>;
