import { Grid } from '@mantine/core';
import { NotesSection } from './notes-section';
import { RecommendationsSection, type RecommendationTarget } from './recommendations-section';

/** The detail screen's recommendations and notes (SPEC §2), side by side on wide screens. */
export function RecommendationsAndNotes({ assessment }: { assessment: RecommendationTarget }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <RecommendationsSection assessment={assessment} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <NotesSection type={assessment.type} id={assessment.id} />
      </Grid.Col>
    </Grid>
  );
}
