import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLineGraph } from '../api/get-results';
import { AngleChart } from './angle-chart';
import { GuideLink } from '../../resources';

function PartGraph({
  type,
  id,
  part,
  currentTime,
  onSeek,
}: {
  type: string;
  id: string;
  part: string;
  currentTime: number;
  onSeek: (time: number) => void;
}) {
  const { t } = useTranslation();
  const graph = useLineGraph(type, id, part, true);
  if (graph.isPending) return <Skeleton h={236} radius="lg" />;
  if (!graph.data) return null;
  return (
    <AngleChart
      graph={graph.data}
      part={part}
      title={t(`heatMap.parts.${part}`)}
      currentTime={currentTime}
      onSeek={onSeek}
      testId={`graph-${part}`}
    />
  );
}

/** SPEC §9 angle line graphs, one per body part, with the green/amber/red bands shaded. */
export function AngleGraphs({
  type,
  id,
  parts,
  currentTime,
  onSeek,
}: {
  type: string;
  id: string;
  parts: readonly string[];
  currentTime: number;
  onSeek: (time: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="angle-graphs" data-tour="graphs">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('charts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('charts.hint')}
        </Text>
        <GuideLink
          guide="reading"
          section="graphs"
          topic={t('charts.title')}
          testId="guide-link-graphs"
        />
        <SimpleGrid cols={{ base: 1, md: parts.length > 3 ? 2 : 1 }} spacing="md">
          {parts.map((part) => (
            <PartGraph
              key={part}
              type={type}
              id={id}
              part={part}
              currentTime={currentTime}
              onSeek={onSeek}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
