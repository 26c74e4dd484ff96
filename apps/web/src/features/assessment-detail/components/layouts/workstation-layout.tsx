import { Grid, Stack } from '@mantine/core';
import { RosaChartTable, RosaFinalCards } from '../rosa-results';
import type { DetailSections } from './detail-sections';

/**
 * An office workstation (ROSA): the score and the workstation's heat map first, then the sheet's
 * section scores and charts; the video matters less, so it comes after.
 */
export function WorkstationLayout(sections: DetailSections) {
  return (
    <Stack gap="lg" data-testid={sections.testId}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>{sections.summary()}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>{sections.heatMap}</Grid.Col>
      </Grid>
      {sections.confirm}
      <RosaFinalCards result={sections.result} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>{sections.partsTable}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <RosaChartTable result={sections.result} />
        </Grid.Col>
      </Grid>
      {sections.recommendations}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>{sections.player}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>{sections.graphs}</Grid.Col>
      </Grid>
      {sections.corrections}
      {sections.frameCorrection}
      {sections.kinematics}
    </Stack>
  );
}
