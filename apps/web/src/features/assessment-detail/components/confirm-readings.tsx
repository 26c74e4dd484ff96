import type { ScoreDocument } from '@ergo/contracts';
import { Badge, Button, Card, Group, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAssessment } from '../api/update-assessment';
import { useThumbnail } from '../api/get-thumbnail';
import { angleLabel } from '../../../lib/angle-label';
import { formatNumber, formatTime } from '../lib/format';

type Reading = ScoreDocument['to_confirm'][number];
type Box = Reading['boxes'][number];

const inBox = (box: Box, value: number) =>
  (box.from === null || value > box.from) && (box.to === null || value <= box.to);

/**
 * The angle a chosen box is saved as: the measured value when it lies in the box (the reading is
 * confirmed as it is), else the middle of the box, or 15° inside an open end.
 */
export function valueInBox(box: Box, measured: number): number {
  if (inBox(box, measured)) return measured;
  if (box.from !== null && box.to !== null) return (box.from + box.to) / 2;
  if (box.from !== null) return box.from + 15;
  return (box.to ?? 0) - 15;
}

/**
 * "Confirm what the camera could not see" (issue 31, item 6): the final posture's readings whose
 * doubt moves the score most, each with the method's boxes; a choice is saved as a correction
 * (audited and recomputed as any), and the score's range narrows. Nothing when there is none.
 */
export function ConfirmReadings({
  type,
  id,
  result,
}: {
  type: string;
  id: string;
  result: ScoreDocument;
}) {
  const { t, i18n } = useTranslation();
  const readings = result.to_confirm;
  const picture = useThumbnail(type, id, result.representative_time, readings.length > 0);
  if (readings.length === 0) return null;
  return (
    <Card withBorder padding="lg" data-testid="confirm-readings">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('confirm.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('confirm.intro')}
          </Text>
        </div>
        {picture.url ? (
          <Image
            src={picture.url}
            alt={t('confirm.picture_alt', {
              time: formatTime(result.representative_time, i18n.language),
            })}
            radius="sm"
            mah={220}
            fit="contain"
          />
        ) : null}
        {readings.map((reading) => (
          <ConfirmOne
            key={reading.key}
            type={type}
            id={id}
            reading={reading}
            time={result.representative_time}
          />
        ))}
      </Stack>
    </Card>
  );
}

function ConfirmOne({
  type,
  id,
  reading,
  time,
}: {
  type: string;
  id: string;
  reading: Reading;
  time: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const update = useUpdateAssessment(type, id);
  const measuredBox = reading.boxes.findIndex((box) => inBox(box, reading.measured));
  const [chosen, setChosen] = useState<string | null>(null);
  const degrees = (n: number) => `${formatNumber(n, lang, 1)}°`;
  const boxLabel = (box: Box) =>
    box.from === null
      ? t('confirm.box_under', { to: degrees(box.to ?? 0) })
      : box.to === null
        ? t('confirm.box_over', { from: degrees(box.from) })
        : t('confirm.box_between', { from: degrees(box.from), to: degrees(box.to) });
  const angle = angleLabel(t, reading.key);
  const marks = [
    ...(reading.from2d ? [t('overrides.reading.2d')] : []),
    ...(reading.fromProportions ? [t('overrides.reading.proportions')] : []),
    ...(reading.lowConfidence ? [t('overrides.reading.low')] : []),
  ];
  const save = () => {
    const box = chosen === null ? undefined : reading.boxes[Number(chosen)];
    if (!box) return;
    update.mutate({ angle_overrides: { [reading.key]: valueInBox(box, reading.measured) } });
  };
  return (
    <Stack gap={6} data-testid={`confirm-${reading.key}`}>
      <Radio.Group
        value={chosen}
        onChange={setChosen}
        label={t('confirm.legend', {
          angle,
          time: formatTime(time, lang),
          value: degrees(reading.measured),
        })}
        description={t('confirm.influence', {
          low: formatNumber(reading.influence.low, lang, 2),
          high: formatNumber(reading.influence.high, lang, 2),
        })}
      >
        {marks.length > 0 ? (
          <Group gap={4} mt={4}>
            {marks.map((mark) => (
              <Badge key={mark} size="xs" variant="light" color="gray">
                {mark}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Stack gap={6} mt="xs">
          {reading.boxes.map((box, index) => (
            <Radio
              key={index}
              value={String(index)}
              label={boxLabel(box)}
              description={[
                t('confirm.part_score', { score: box.part_score }),
                ...(index === measuredBox ? [t('confirm.measured_here')] : []),
              ].join(' · ')}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="sm">
        <Button
          size="sm"
          onClick={save}
          loading={update.isPending}
          disabled={chosen === null}
          data-testid={`confirm-save-${reading.key}`}
        >
          {t('confirm.save', { angle })}
        </Button>
        {update.error ? (
          <Text size="sm" c="red" role="alert">
            {update.error.message}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
