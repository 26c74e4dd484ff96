import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/*
 * The server serves a kept recommendation's catalogue texts in the reader's language; what the
 * user typed or edited stays as written (API `typed`). These marks say which is which, so a
 * Turkish reader knows why a text is in English (and the other way round).
 */

function Mark({ label, hint, testId }: { label: string; hint: string; testId: string }) {
  return (
    <Tooltip label={hint} multiline maw={280} withArrow>
      <Badge
        component="span"
        size="xs"
        radius="sm"
        variant="outline"
        color="gray.7"
        c="gray.8"
        tt="none"
        fw={500}
        ml={6}
        style={{ verticalAlign: 'middle' }}
        data-testid={testId}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

/**
 * After one text of a catalogue recommendation that was typed or edited by hand; `of="title"`
 * where it cannot stand after the title (on the board, the title is the drag handle's name).
 */
export function TypedMark({ of }: { of?: 'title' }) {
  const { t } = useTranslation();
  return (
    <Mark
      label={t(of === 'title' ? 'recommendations.typed.title_mark' : 'recommendations.typed.mark')}
      hint={t('recommendations.typed.mark_hint')}
      testId="typed-mark"
    />
  );
}

/** On a recommendation written by hand: every text of it is shown as written. */
export function ByHandMark() {
  const { t } = useTranslation();
  return (
    <Mark
      label={t('recommendations.typed.by_hand')}
      hint={t('recommendations.typed.by_hand_hint')}
      testId="by-hand-mark"
    />
  );
}
