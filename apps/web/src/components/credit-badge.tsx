import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCoinOff, IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './credit-badge.module.css';

/**
 * The organization's credit balance in the header, on a phone too (as its bare number). An empty
 * balance reads as the out-of-credit notices do: red, the crossed-out coin and "no credits left"
 * for screen readers, with "0 credits" still written out (issue 30: it stayed a calm green).
 */
export function CreditBadge({ credit }: { credit: number }) {
  const { t, i18n } = useTranslation();
  const empty = credit <= 0;
  return (
    <Tooltip label={t(empty ? 'header.credit_empty_tooltip' : 'header.credit_tooltip')}>
      <Badge
        size="lg"
        variant="light"
        // teal 9 on Mantine's light teal is 4.32:1, on teal 0 4.67:1; red 9 on red 0 is 5.10:1
        // (WCAG AA 4.5:1)
        color={empty ? 'red.9' : 'teal'}
        bg={empty ? 'red.0' : 'teal.0'}
        leftSection={empty ? <IconCoinOff size={14} /> : <IconCoins size={14} />}
        // a count reads as written ('1 credit'), never upper-cased by the badge's style
        tt="none"
        data-testid="credit-badge"
        data-empty={empty || undefined}
        className={classes.credit}
        // its number whole, never cut to '1…' when the header is tight
        style={{ flexShrink: 0 }}
      >
        <span className={classes.text} data-count={credit.toLocaleString(i18n.language)}>
          <span className={classes.words}>{t('header.credit', { count: credit })}</span>
        </span>
        {empty ? <VisuallyHidden>{`. ${t('header.credit_empty')}`}</VisuallyHidden> : null}
      </Badge>
    </Tooltip>
  );
}
