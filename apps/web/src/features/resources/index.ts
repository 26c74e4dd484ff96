// The Resource Centre's public surface: the link other screens use to point at a guide.
export { GuideLink, guidePath } from './components/guide-link';
export type { ReadingAnchor } from './content/types';
