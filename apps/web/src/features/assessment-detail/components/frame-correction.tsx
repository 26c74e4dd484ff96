import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAssessment } from '../api/update-assessment';
import { angleLabel } from '../../../lib/angle-label';
import { formatNumber, formatSeconds } from '../lib/format';

/** The angles a single frame can be corrected for: the ones the graphs show. */
const FRAME_ANGLES = [
  'trunk_flexion',
  'neck_flexion',
  'left_upper_arm_flexion',
  'right_upper_arm_flexion',
  'left_elbow_flexion',
  'right_elbow_flexion',
  'left_wrist_flexion',
  'right_wrist_flexion',
  'left_knee_flexion',
  'right_knee_flexion',
] as const;

/** A frame's time as the server keys it: seconds with at most 3 decimals. */
export const frameKey = (time: number) => String(Math.round(time * 1000) / 1000);

/** The analysed frame nearest to a video time. */
export function nearestFrame(times: readonly number[], time: number): number | null {
  let best: number | null = null;
  for (const t of times) if (best === null || Math.abs(t - time) < Math.abs(best - time)) best = t;
  return best;
}

export interface FrameCorrectionProps {
  type: string;
  id: string;
  /** the video's current time: the frame to correct is the analysed frame nearest to it */
  currentTime: number;
  frameTimes: readonly number[];
  saved: Record<string, Record<string, number>>;
  onSeek: (time: number) => void;
}

/**
 * Correcting one frame (when the camera misread a single moment): the corrected angle replaces the
 * measured one in that frame only, the server scores the whole video again, and the graphs, the
 * final score and the change history follow.
 */
export function FrameCorrection({
  type,
  id,
  currentTime,
  frameTimes,
  saved,
  onSeek,
}: FrameCorrectionProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAssessment(type, id);
  const [angle, setAngle] = useState<string>('trunk_flexion');
  const [value, setValue] = useState<number | string>('');
  const frame = nearestFrame(frameTimes, currentTime);
  const label = (key: string) => angleLabel(t, key);
  const rows = Object.entries(saved)
    .flatMap(([time, angles]) =>
      Object.entries(angles).map(([key, degrees]) => ({ time, key, degrees })),
    )
    .sort((a, b) => Number(a.time) - Number(b.time));
  const save = () => {
    if (frame === null || typeof value !== 'number') return;
    update.mutate(
      { frame_overrides: { [frameKey(frame)]: { [angle]: value } } },
      { onSuccess: () => setValue('') },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="frame-correction">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('frameCorrection.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('frameCorrection.description')}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} data-testid="frame-correction-time">
            {frame === null
              ? t('frameCorrection.no_frames')
              : t('frameCorrection.frame_at', { time: formatSeconds(frame, i18n.language) })}
          </Text>
          <Select
            label={t('frameCorrection.angle')}
            data={FRAME_ANGLES.map((key) => ({ value: key, label: label(key) }))}
            value={angle}
            onChange={(next) => next && setAngle(next)}
            allowDeselect={false}
            w={220}
          />
          <NumberInput
            label={t('frameCorrection.degrees')}
            value={value}
            onChange={setValue}
            min={-180}
            max={180}
            suffix="°"
            w={120}
          />
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={frame === null || typeof value !== 'number'}
          >
            {t('frameCorrection.save')}
          </Button>
        </Group>
        {update.error ? (
          <Text size="sm" c="red">
            {update.error.message}
          </Text>
        ) : null}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('frameCorrection.none')}
          </Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.time}-${row.key}`}>
                  <Table.Td>
                    {t('frameCorrection.frame_at', {
                      time: formatSeconds(Number(row.time), i18n.language),
                    })}
                  </Table.Td>
                  <Table.Td>{label(row.key)}</Table.Td>
                  <Table.Td>{formatNumber(row.degrees, i18n.language, 0)}°</Table.Td>
                  <Table.Td w={80}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('frameCorrection.show')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('frameCorrection.show')}
                          onClick={() => onSeek(Number(row.time))}
                        >
                          <IconPlayerPlay size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('frameCorrection.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('frameCorrection.remove')}
                          onClick={() =>
                            update.mutate({ frame_overrides: { [row.time]: { [row.key]: null } } })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
