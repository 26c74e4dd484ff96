import { completeInputs, findMethod, isVideoMethod } from '@ergo/contracts';
import { Alert, Button, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconBulb, IconNotes } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { useAssessment } from '../api/get-assessment';
import {
  useBodyParts,
  useBreakpoints,
  useHeatMap,
  useKinematics,
  usePose,
  useScore,
} from '../api/get-results';
import { useVideoUrl } from '../api/get-video-url';
import { useOverrideHistory, useUpdateAssessment } from '../api/update-assessment';
import { AnalysisFailed, AnalysisProgress } from '../components/analysis-status';
import { AngleGraphs } from '../components/angle-graphs';
import { BodyPartTable } from '../components/body-part-table';
import { BreakpointsTimeline } from '../components/breakpoints-timeline';
import { CorrectionsPanel } from '../components/corrections-panel';
import { FrameCorrection } from '../components/frame-correction';
import { DetailHeader } from '../components/detail-header';
import { HeatMapCard } from '../components/heat-map-card';
import { KinematicsCard } from '../components/kinematics-card';
import { NotAvailableSection } from '../components/not-available-section';
import { RosaChartTable, RosaFinalCards } from '../components/rosa-results';
import { ScoreSummary } from '../components/score-summary';
import { VideoPlayer } from '../components/video-player';
import { WishaResults } from '../components/wisha-results';
import { useDetailTour } from '../components/detail-tour';
import { changedInputs } from '../lib/input-fields';
import { previewScore } from '../lib/preview';

/** The detail screen of one assessment: /assessments/:type/:id (REBA, RULA, WISHA, ROSA). */
export function AssessmentDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.type ?? '';
  const id = params.id ?? '';
  const known = isVideoMethod(type);
  const assessment = useAssessment(type, id);

  if (!known)
    return (
      <Alert color="red" title={t('errors.not_found')} data-testid="detail-error">
        {t('assessmentDetail.unknown_type')}
      </Alert>
    );
  if (assessment.isPending) return <PageLoader />;
  if (assessment.isError) {
    const message =
      assessment.error instanceof ApiError ? assessment.error.message : t('errors.unexpected');
    return (
      <Alert color="red" title={t('assessmentDetail.load_failed')} data-testid="detail-error">
        {message}
        <Button
          component={Link}
          to="/assessments"
          variant="default"
          size="xs"
          mt="sm"
          display="block"
          w="fit-content"
        >
          {t('assessmentDetail.back_to_list')}
        </Button>
      </Alert>
    );
  }
  const data = assessment.data;
  return (
    <>
      <DetailHeader assessment={data} />
      {data.status === 'completed' ? (
        <CompletedDetail key={`${data.type}-${data.id}`} />
      ) : data.status === 'failed' ? (
        <AnalysisFailed assessment={data} />
      ) : (
        <AnalysisProgress assessment={data} />
      )}
    </>
  );
}

const GRAPH_PARTS: Record<string, string[]> = {
  reba: ['neck', 'trunk', 'legs', 'upper_arm', 'lower_arm', 'wrist'],
  rula: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist'],
  rosa: ['chair_height', 'armrests', 'monitor'],
  wisha: ['trunk', 'upper_arm', 'legs'],
};

function CompletedDetail() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.type ?? '';
  const id = params.id ?? '';
  const { data: assessment } = useAssessment(type, id);
  const method = findMethod(type);
  const score = useScore(type, id);
  const heatMap = useHeatMap(type, id, type !== 'wisha');
  const bodyParts = useBodyParts(type, id, type !== 'wisha');
  const kinematics = useKinematics(type, id);
  const breakpoints = useBreakpoints(type, id);
  const videoUrl = useVideoUrl(type, id, Boolean(assessment?.video));
  const pose = usePose(type, id, true);
  const history = useOverrideHistory(type, id, true);
  const update = useUpdateAssessment(type, id);

  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const seek = useCallback((time: number) => {
    const video = videoRef.current;
    setCurrentTime(time);
    if (!video) return;
    video.currentTime = time;
    const box = video.getBoundingClientRect();
    if (box.bottom < 64 || box.top > window.innerHeight)
      video.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);

  // Corrections being edited: angle overrides and inputs, previewed in the browser until saved.
  const [angleDraft, setAngleDraft] = useState<Record<string, number | null>>({});
  const [inputDraft, setInputDraft] = useState<Record<string, unknown> | null>(null);
  const savedInputs = useMemo(
    () => completeInputs(method?.fields ?? [], assessment?.inputs ?? {}),
    [method, assessment?.inputs],
  );
  // The corrections in force: as the assessment states them, else as the score reports them.
  const overridden = score.data?.overridden;
  const savedOverrides = useMemo<Record<string, number | null>>(
    () =>
      assessment?.angle_overrides ??
      Object.fromEntries((overridden ?? []).map((o) => [o.key, o.corrected])),
    [assessment?.angle_overrides, overridden],
  );
  const changed = inputDraft ? changedInputs(savedInputs, inputDraft) : {};
  const dirty = Object.keys(angleDraft).length > 0 || Object.keys(changed).length > 0;
  const measured = score.data?.measured;
  const preview = useMemo(
    () =>
      dirty && measured && method
        ? previewScore(method, inputDraft ?? savedInputs, measured, {
            ...savedOverrides,
            ...angleDraft,
          })
        : null,
    [dirty, measured, method, inputDraft, savedInputs, savedOverrides, angleDraft],
  );
  const partsPreview = preview?.parts ?? null;

  useDetailTour(type, Boolean(score.data));

  const save = () => {
    update.mutate(
      {
        ...(Object.keys(changed).length > 0 ? { inputs: changed } : {}),
        ...(Object.keys(angleDraft).length > 0 ? { angle_overrides: angleDraft } : {}),
      },
      {
        onSuccess: (saved) => {
          setAngleDraft({});
          setInputDraft(null);
          notifySuccess(t('overrides.saved', { score: saved.score ?? '—' }));
        },
      },
    );
  };
  const discard = () => {
    setAngleDraft({});
    setInputDraft(null);
    update.reset();
  };

  if (score.isPending)
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
  if (score.isError || !assessment)
    return (
      <Alert color="red" title={t('assessmentDetail.load_failed')} data-testid="detail-error">
        {score.error?.message}
      </Alert>
    );

  const result = score.data;
  const steps = result.explanation;
  const heatParts = (heatMap.data?.parts ?? []).map((part) =>
    partsPreview?.[part.body_part] ? { ...part, ...partsPreview[part.body_part] } : part,
  );
  const duration = assessment.video?.duration_seconds ?? result.representative_time;
  const saveError =
    update.error instanceof ApiError
      ? update.error.errors.map((e) => e.message)
      : update.error
        ? [update.error.message]
        : [];

  const summary = <ScoreSummary result={result} preview={preview} onSeek={seek} />;
  const player = (
    <VideoPlayer
      src={videoUrl.data?.url ?? null}
      pose={pose.data}
      videoRef={videoRef}
      onTime={setCurrentTime}
      time={currentTime}
      isLoading={videoUrl.isPending && Boolean(assessment.video)}
    />
  );
  const graphs = (
    <AngleGraphs
      type={type}
      id={id}
      parts={GRAPH_PARTS[type] ?? []}
      currentTime={currentTime}
      onSeek={seek}
    />
  );
  const heat =
    type !== 'wisha' ? (
      <HeatMapCard method={type} parts={heatParts} steps={steps} preview={Boolean(partsPreview)} />
    ) : null;
  const partsTable =
    bodyParts.data && type !== 'wisha' ? (
      <BodyPartTable rows={bodyParts.data.body_parts} steps={steps} preview={partsPreview} />
    ) : null;
  const timeline = breakpoints.data ? (
    <BreakpointsTimeline
      type={type}
      id={id}
      breakpoints={breakpoints.data.breakpoints}
      duration={duration}
      currentTime={currentTime}
      onSeek={seek}
    />
  ) : null;
  const kinematicsCard = kinematics.data ? (
    <KinematicsCard joints={kinematics.data.joints} />
  ) : null;
  const corrections = (
    <CorrectionsPanel
      method={type}
      savedInputs={savedInputs}
      savedOverrides={savedOverrides}
      measured={result.measured}
      overridden={result.overridden ?? []}
      measuredScore={result.measured_score ?? null}
      angleDraft={angleDraft}
      onAngleDraft={setAngleDraft}
      inputDraft={inputDraft}
      onInputDraft={setInputDraft}
      preview={preview}
      previewFailed={dirty && !preview}
      savedScore={result.score}
      savedRisk={result.risk_level}
      onSave={save}
      onDiscard={discard}
      saving={update.isPending}
      saveError={saveError}
      history={history.isPending ? undefined : (history.data ?? null)}
    />
  );
  const frameCorrection = (
    <FrameCorrection
      type={type}
      id={id}
      currentTime={currentTime}
      frameTimes={pose.data?.frames.map((frame) => frame.time) ?? []}
      saved={assessment.frame_overrides}
      onSeek={seek}
    />
  );
  const recommendations = (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <NotAvailableSection
        testId="recommendations"
        title={t('assessmentDetail.recommendations.title')}
        body={t('assessmentDetail.recommendations.body')}
        icon={<IconBulb size={18} />}
      />
      <NotAvailableSection
        testId="notes"
        title={t('assessmentDetail.notes.title')}
        body={t('assessmentDetail.notes.body')}
        icon={<IconNotes size={18} />}
      />
    </SimpleGrid>
  );

  if (type === 'wisha')
    return (
      <Stack gap="lg" data-testid="detail-wisha">
        <WishaResults result={result} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            <Stack gap="lg">
              {player}
              {graphs}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            {summary}
          </Grid.Col>
        </Grid>
        {timeline}
        {kinematicsCard}
        {corrections}
        {frameCorrection}
        {recommendations}
      </Stack>
    );

  if (type === 'rosa')
    return (
      <Stack gap="lg" data-testid="detail-rosa">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>{summary}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>{heat}</Grid.Col>
        </Grid>
        <RosaFinalCards detail={result.detail} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>{partsTable}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <RosaChartTable detail={result.detail} />
          </Grid.Col>
        </Grid>
        {recommendations}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>{player}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>{graphs}</Grid.Col>
        </Grid>
        {corrections}
        {frameCorrection}
        {kinematicsCard}
      </Stack>
    );

  return (
    <Stack gap="lg" data-testid={`detail-${type}`}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            {player}
            {graphs}
          </Stack>
        </Grid.Col>
        {/* On small screens the score and the heat map come first. */}
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="lg">
            {summary}
            {heat}
          </Stack>
        </Grid.Col>
      </Grid>
      {timeline}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>{partsTable}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>{kinematicsCard}</Grid.Col>
      </Grid>
      {corrections}
      {frameCorrection}
      {recommendations}
    </Stack>
  );
}
