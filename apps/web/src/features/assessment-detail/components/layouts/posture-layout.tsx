import { Grid, Stack } from '@mantine/core';
import type { DetailSections } from './detail-sections';

/** Body postures (REBA, RULA): the video and its graphs beside the score and the heat map. */
export function PostureLayout(sections: DetailSections) {
  return (
    <Stack gap="lg" data-testid={sections.testId}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            {sections.player}
            {sections.graphs}
          </Stack>
        </Grid.Col>
        {/* On small screens the score and the heat map come first. */}
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="lg">
            {sections.summary()}
            {sections.confirm}
            {sections.heatMap}
          </Stack>
        </Grid.Col>
      </Grid>
      {sections.breakpoints}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>{sections.partsTable}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>{sections.kinematics}</Grid.Col>
      </Grid>
      {sections.corrections}
      {sections.frameCorrection}
      {sections.recommendations}
    </Stack>
  );
}
