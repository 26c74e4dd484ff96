import { heatColourOf, isRiskLevel } from '@ergo/ergonomics';
import type { ServedBreakpoint } from '@ergo/contracts';
import {
  Card,
  Group,
  Image,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThumbnail } from '../api/get-thumbnail';
import { formatNumber, formatSeconds, formatTime } from '../lib/format';
import { RiskLevelBadge } from '../../../components/risk-badge';
import { GuideLink } from '../../resources';

/** A breakpoint's posture; `time` null when the server stored no picture for it. */
function Thumbnail({ type, id, time }: { type: string; id: string; time: number | null }) {
  const { t, i18n } = useTranslation();
  // No thumbnail was stored for this moment: nothing to fetch.
  const { url, missing, isPending } = useThumbnail(type, id, time, time !== null);
  if (isPending) return <Skeleton h={120} w={160} radius="sm" />;
  if (!url || missing)
    return (
      <Stack
        h={120}
        w={160}
        align="center"
        justify="center"
        gap={2}
        bg="gray.1"
        style={{ borderRadius: 4 }}
        c="dimmed"
      >
        <IconPhotoOff size={20} />
        <Text size="xs">{t('assessments.thumbnail_missing')}</Text>
      </Stack>
    );
  return (
    <Image
      src={url}
      h={120}
      w={160}
      fit="contain"
      radius="sm"
      bg="dark.8"
      alt={t('assessmentDetail.breakpoints.thumbnail_alt', {
        time: formatSeconds(time ?? 0, i18n.language),
      })}
    />
  );
}

/**
 * Breakpoints: the moments where the risk band changes, as a coloured strip over the length of the
 * video and as cards with the posture's thumbnail. A click seeks the video there.
 */
export function BreakpointsTimeline({
  type,
  id,
  breakpoints,
  duration,
  currentTime,
  onSeek,
  gaps = [],
}: {
  type: string;
  id: string;
  breakpoints: ServedBreakpoint[];
  duration: number;
  currentTime: number;
  onSeek: (time: number) => void;
  /** stretches left unscored because they are not the worker's (hatched on the strip) */
  gaps?: { from: number; to: number }[];
}) {
  const { t, i18n } = useTranslation();
  const total = Math.max(duration, breakpoints.at(-1)?.time ?? 0, 0.001);
  return (
    <Card withBorder padding="lg" data-testid="breakpoints" data-tour="breakpoints">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('assessmentDetail.breakpoints.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assessmentDetail.breakpoints.hint')}
        </Text>
        <GuideLink
          guide="reading"
          section="breakpoints"
          topic={t('assessmentDetail.breakpoints.title')}
          testId="guide-link-breakpoints"
        />
        {breakpoints.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assessmentDetail.breakpoints.none')}
          </Text>
        ) : (
          <>
            <div
              style={{
                position: 'relative',
                height: 14,
                borderRadius: 7,
                overflow: 'hidden',
                background: '#e9ecef',
              }}
              aria-hidden
            >
              {breakpoints.map((point, index) => {
                const next = breakpoints[index + 1]?.time ?? total;
                const hex = isRiskLevel(point.to) ? heatColourOf(point.to).hex : '#adb5bd';
                return (
                  <div
                    key={`${point.time}-${index}`}
                    onClick={() => onSeek(point.time)}
                    style={{
                      position: 'absolute',
                      left: `${(point.time / total) * 100}%`,
                      width: `${((next - point.time) / total) * 100}%`,
                      top: 0,
                      bottom: 0,
                      background: hex,
                      cursor: 'pointer',
                    }}
                  />
                );
              })}
              {gaps.map((gap) => (
                <div
                  key={`gap-${gap.from}`}
                  data-testid="timeline-gap"
                  style={{
                    position: 'absolute',
                    left: `${(gap.from / total) * 100}%`,
                    // a gap's `to` is its last frame: it lasts until the next one
                    width: `${(Math.max(0.1, gap.to - gap.from + 0.1) / total) * 100}%`,
                    top: 0,
                    bottom: 0,
                    background: 'repeating-linear-gradient(45deg, #495057 0 3px, #f1f3f5 3px 6px)',
                  }}
                />
              ))}
              <div
                style={{
                  position: 'absolute',
                  left: `${Math.min(100, (currentTime / total) * 100)}%`,
                  top: 0,
                  bottom: 0,
                  width: 2,
                  background: '#212529',
                }}
              />
            </div>
            {gaps.length > 0 ? (
              <Text size="xs" c="dimmed" data-testid="timeline-gaps-note">
                {t('assessmentDetail.people.timeline_gaps')}
              </Text>
            ) : null}
            <ScrollArea type="auto" offsetScrollbars>
              <Group gap="sm" wrap="nowrap" pb={4}>
                {breakpoints.map((point, index) => (
                  <Tooltip
                    key={`${point.time}-${index}`}
                    label={t('assessmentDetail.breakpoints.seek')}
                  >
                    <UnstyledButton
                      onClick={() => onSeek(point.time)}
                      data-testid="breakpoint"
                      style={{
                        border: '1px solid var(--mantine-color-gray-3)',
                        borderRadius: 8,
                        padding: 8,
                        flex: 'none',
                        background: 'white',
                      }}
                    >
                      <Stack gap={6}>
                        <Thumbnail type={type} id={id} time={point.thumbnail ? point.time : null} />
                        <Group justify="space-between" gap={4} wrap="nowrap">
                          <Text size="xs" fw={600}>
                            {formatTime(point.time, i18n.language)}
                          </Text>
                          <RiskLevelBadge risk={point.to} size="xs" />
                        </Group>
                        <Text size="xs" c="dimmed">
                          {point.from
                            ? t('assessmentDetail.breakpoints.change', {
                                from: t(`assessmentDetail.risk.${point.from}`),
                                score: formatNumber(point.score, i18n.language, 2),
                              })
                            : t('assessmentDetail.breakpoints.start', {
                                score: formatNumber(point.score, i18n.language, 2),
                              })}
                        </Text>
                      </Stack>
                    </UnstyledButton>
                  </Tooltip>
                ))}
              </Group>
            </ScrollArea>
          </>
        )}
      </Stack>
    </Card>
  );
}
