import { Grid, Stack } from '@mantine/core';
import { WishaResults } from '../wisha-results';
import { WishaSourcesNote } from '../wisha-sources-note';
import type { DetailSections } from './detail-sections';

/**
 * A lift (WISHA): the weights and the lifting index first, then the video and its graphs beside
 * the score. A lift scores no body parts, so there is no heat map, parts table or readings to
 * confirm (their boxes are a part's).
 */
export function LiftingLayout(sections: DetailSections) {
  return (
    <Stack gap="lg" data-testid={sections.testId}>
      <WishaResults result={sections.result} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            {sections.player}
            {sections.graphs}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          {sections.summary(<WishaSourcesNote result={sections.result} />)}
        </Grid.Col>
      </Grid>
      {sections.breakpoints}
      {sections.kinematics}
      {sections.corrections}
      {sections.frameCorrection}
      {sections.recommendations}
    </Stack>
  );
}
