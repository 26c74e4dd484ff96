import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideSlug, ReadingAnchor } from '../content/types';

type Target =
  | { guide: 'reading'; section?: ReadingAnchor }
  | { guide: Exclude<GuideSlug, 'reading'>; section?: string };

/** The address of a guide, or of one of its sections. */
export function guidePath(target: { guide: GuideSlug; section?: string }): string {
  return `/resources/${target.guide}${target.section ? `#${target.section}` : ''}`;
}

/**
 * A small link from a screen to the Resource Centre guide that explains it (same tab). `topic`
 * completes the accessible name ("How to read this: Heat map") when several links share the text.
 */
export function GuideLink({
  label,
  topic,
  testId,
  ...target
}: Target & { label?: string; topic?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={guidePath(target)} size="sm" c="blue.8" data-testid={testId}>
      <Group gap={4} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
        <IconHelpCircle size={16} stroke={1.75} aria-hidden />
        <span>{label ?? t('resources.links.how_to_read')}</span>
        {topic ? <VisuallyHidden>{`: ${topic}`}</VisuallyHidden> : null}
      </Group>
    </Anchor>
  );
}
