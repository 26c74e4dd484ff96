import { en } from './en';
import { tr } from './tr';
import { GUIDE_SLUGS, type Guide, type GuideSet, type GuideSlug } from './types';

const GUIDES: Readonly<Record<'en' | 'tr', GuideSet>> = { en, tr };

/** The guides of a language (anything but Turkish reads English, the app's fallback). */
export function guidesOf(language: string): GuideSet {
  return language === 'tr' ? GUIDES.tr : GUIDES.en;
}

/** The guides in the Resource Centre's order. */
export function guideList(language: string): Guide[] {
  const set = guidesOf(language);
  return GUIDE_SLUGS.map((slug) => set[slug]);
}

export function isGuideSlug(value: string | undefined): value is GuideSlug {
  return value !== undefined && (GUIDE_SLUGS as readonly string[]).includes(value);
}

export { GUIDES };
