import type { MethodDescriptor } from '@ergo/contracts';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecommendationsAndNotes } from '../../recommendations';
import type { DetailAssessment } from '../api/get-assessment';
import { useCorrections } from '../hooks/use-corrections';
import { useDetailResults } from '../hooks/use-detail-results';
import { usePlayhead } from '../hooks/use-playhead';
import { AngleGraphs } from './angle-graphs';
import { BodyPartTable } from './body-part-table';
import { BreakpointsTimeline } from './breakpoints-timeline';
import { ConfirmReadings } from './confirm-readings';
import { CoverageNotice } from './coverage-notice';
import { CorrectionsPanel } from './corrections/corrections-panel';
import { useDetailTour } from './detail-tour';
import { FrameCorrection } from './frame-correction';
import { HeatMapCard } from './heat-map-card';
import { KinematicsCard } from './kinematics-card';
import { DETAIL_LAYOUTS } from './layouts/detail-layouts';
import { ScoreSummary } from './score-summary';
import { PeopleCard } from './people-card';
import { VideoPlayer } from './video-player';

/**
 * The results of a completed assessment. Every card is made here from the result documents; which
 * cards exist and how they are arranged comes from the method's descriptor: its graphed parts, its
 * figure (none for a method that scores no parts), its layout.
 */
export function CompletedDetail({
  assessment,
  method,
}: {
  assessment: DetailAssessment;
  method: MethodDescriptor;
}) {
  const { t } = useTranslation();
  const { type, id } = assessment;
  const results = useDetailResults(assessment, method);
  const score = results.score.data;
  const playhead = usePlayhead();
  const corrections = useCorrections(assessment, method, score);
  useDetailTour(method, Boolean(score));

  if (results.score.isPending)
    return (
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Skeleton h={420} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Skeleton h={420} radius="lg" />
        </Grid.Col>
      </Grid>
    );
  if (!score)
    return (
      <Alert color="red" title={t('assessmentDetail.load_failed')} data-testid="detail-error">
        {results.score.error?.message}
      </Alert>
    );

  const preview = corrections.preview;
  const { heatMap, bodyParts, breakpoints, kinematics, videoUrl, pose } = results;
  // While corrections are previewed, the parts show their recomputed scores.
  const heatParts = (heatMap.data?.parts ?? []).map((part) => {
    const previewed = preview?.parts[part.body_part];
    return previewed ? { ...part, ...previewed } : part;
  });
  const Layout = DETAIL_LAYOUTS[method.layout];
  const layout = (
    <Layout
      testId={`detail-${method.code}`}
      result={score}
      summary={(footer) => (
        <ScoreSummary
          method={method}
          result={score}
          preview={preview}
          onSeek={playhead.seek}
          footer={footer}
        />
      )}
      confirm={<ConfirmReadings type={type} id={id} result={score} />}
      player={
        <Stack gap="lg">
          <VideoPlayer
            src={videoUrl.data?.url ?? null}
            pose={pose.data}
            videoRef={playhead.videoRef}
            onTime={playhead.setCurrentTime}
            time={playhead.currentTime}
            isLoading={videoUrl.isPending && Boolean(assessment.video)}
          />
          <PeopleCard
            type={type}
            id={id}
            people={score.people}
            videoSize={score.video_size}
            videoSrc={videoUrl.data?.url ?? null}
            onSeek={playhead.seek}
          />
        </Stack>
      }
      graphs={
        <AngleGraphs
          type={type}
          id={id}
          parts={method.graphs}
          currentTime={playhead.currentTime}
          onSeek={playhead.seek}
        />
      }
      heatMap={
        method.figure ? (
          <HeatMapCard
            figure={method.figure}
            parts={heatParts}
            steps={score.explanation}
            preview={Boolean(preview)}
          />
        ) : null
      }
      partsTable={
        method.figure && bodyParts.data ? (
          <BodyPartTable
            rows={bodyParts.data.body_parts}
            steps={score.explanation}
            preview={preview?.parts ?? null}
          />
        ) : null
      }
      breakpoints={
        breakpoints.data ? (
          <BreakpointsTimeline
            type={type}
            id={id}
            breakpoints={breakpoints.data.breakpoints}
            duration={assessment.video?.duration_seconds ?? score.representative_time}
            currentTime={playhead.currentTime}
            onSeek={playhead.seek}
            gaps={score.people?.gaps ?? []}
          />
        ) : null
      }
      kinematics={kinematics.data ? <KinematicsCard joints={kinematics.data.joints} /> : null}
      corrections={<CorrectionsPanel method={method} result={score} corrections={corrections} />}
      frameCorrection={
        <FrameCorrection
          type={type}
          id={id}
          currentTime={playhead.currentTime}
          frameTimes={pose.data?.frames.map((frame) => frame.time) ?? []}
          saved={assessment.frame_overrides}
          onSeek={playhead.seek}
        />
      }
      recommendations={<RecommendationsAndNotes assessment={{ ...assessment, scored: true }} />}
    />
  );
  if (score.coverage.sufficient) return layout;
  return (
    <Stack gap="lg">
      <CoverageNotice coverage={score.coverage} />
      {layout}
    </Stack>
  );
}
