import type { ScoreDocument } from '@ergo/contracts';
import { ActionIcon, Badge, Group, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AngleDraft } from '../../hooks/use-corrections';
import { angleLabel } from '../../../../lib/angle-label';
import { formatPercent } from '@ergo/ergonomics';
import { formatNumber } from '../../lib/format';
import { measuredAngles, type AngleEntry } from '../../lib/preview';
import { ReadingBadges } from '../reading-badges';

type Overridden = NonNullable<ScoreDocument['overridden']>;

/** Rows for corrected angles the measured list lacks (e.g. the other side), so every correction shows. */
function withOverriddenRows(entries: AngleEntry[], overridden: Overridden): AngleEntry[] {
  const out = [...entries];
  for (const o of overridden) {
    if (out.some((e) => e.overrideKey === o.key)) continue;
    const sided = /^(left|right)_(.+)$/.exec(o.key);
    out.push({
      overrideKey: o.key,
      motion: sided?.[2] ?? o.key,
      side: (sided?.[1] as 'left' | 'right' | undefined) ?? null,
      value: o.measured ?? o.corrected,
      confidence: 1,
      byHand: true,
    });
  }
  return out;
}

/**
 * The measured angles of the final posture, each with a box to override it. An edited angle is
 * marked until saved; a saved override can be taken back to the measured value.
 */
export function AngleCorrections({
  result,
  saved,
  draft,
  onDraft,
}: {
  result: ScoreDocument;
  saved: AngleDraft;
  draft: AngleDraft;
  onDraft: (draft: AngleDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const overridden = result.overridden ?? [];
  // The value the camera measured, also for an angle whose correction is in force.
  const originals = new Map(overridden.map((o) => [o.key, o.measured]));
  const angles = withOverriddenRows(measuredAngles(result.measured), overridden);

  const setAngle = (key: string, value: number) => onDraft({ ...draft, [key]: value });
  const resetAngle = (key: string) => {
    const next = { ...draft };
    // A saved override is removed with null; an unsaved edit is simply forgotten.
    if (saved[key] !== undefined && saved[key] !== null) next[key] = null;
    else delete next[key];
    onDraft(next);
  };

  return (
    <Table verticalSpacing={6} data-testid="angle-overrides">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('overrides.angle')}</Table.Th>
          <Table.Th ta="right">{t('overrides.measured')}</Table.Th>
          <Table.Th w={170}>{t('overrides.override')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {angles.map((entry) => {
          const key = entry.overrideKey;
          const value = draft[key] !== undefined ? draft[key] : (saved[key] ?? null);
          const status =
            draft[key] !== undefined
              ? 'edited'
              : saved[key] !== undefined && saved[key] !== null
                ? 'saved'
                : null;
          const label = angleLabel(t, key);
          const measured = originals.has(key) ? originals.get(key) : entry.value;
          return (
            <Table.Tr key={key} data-testid={`angle-row-${key}`}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{label}</Text>
                  {status ? (
                    <Badge
                      size="xs"
                      variant="light"
                      color={status === 'edited' ? 'violet' : 'blue'}
                    >
                      {t(`overrides.status.${status}`)}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {/* wraps on a phone: a long mark ("Proportions") sits above the value rather than
                    over the angle's name */}
                <Group gap={6} justify="flex-end" wrap="wrap">
                  <ReadingBadges entry={entry} />
                  <Tooltip
                    label={t('overrides.confidence', {
                      value: formatPercent(entry.confidence * 100, i18n.language, 0),
                    })}
                  >
                    <Text
                      size="sm"
                      c={status ? 'dimmed' : undefined}
                      td={status ? 'line-through' : undefined}
                    >
                      {`${formatNumber(measured, i18n.language)}°`}
                    </Text>
                  </Tooltip>
                </Group>
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={t('overrides.override_for', { angle: label })}
                  placeholder={t('overrides.placeholder')}
                  value={value ?? ''}
                  min={-180}
                  max={180}
                  decimalScale={1}
                  suffix="°"
                  onChange={(next) => {
                    if (next === '' || next === null) resetAngle(key);
                    else setAngle(key, typeof next === 'number' ? next : Number(next));
                  }}
                />
              </Table.Td>
              <Table.Td w={40}>
                {status ? (
                  <Tooltip label={t('overrides.reset')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => resetAngle(key)}
                      aria-label={t('overrides.reset')}
                    >
                      <IconArrowBackUp size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
