import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** Where the skip link lands: the id of the page's main region. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1 (bypass blocks): the first thing the Tab key reaches, so a keyboard user can jump past
 * the header and the sidebar straight to the screen's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link}>
      {t('nav.skip_to_content')}
    </a>
  );
}
