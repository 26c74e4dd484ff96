import {
  Alert,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { MethodDescriptor } from '@ergo/contracts';
import { IconAlertCircle, IconUpload, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { formatPercent } from '@ergo/ergonomics';
import type { DetailAssessment } from '../api/get-assessment';
import { useUploadVideo } from '../api/upload-video';
import { FixInputs, INPUT_INVALID_KEY } from './fix-inputs';

/** SPEC §5: the formats a video upload accepts. */
const VIDEO_ACCEPT =
  'video/mp4,video/quicktime,video/x-msvideo,video/x-matroska,.mp4,.mov,.avi,.mkv';

/** Status messages that only repeat the heading ('Analysing the video' under 'Analysing the video'). */
const HEADING_MESSAGES = new Set([
  'assessments.analysis_queued',
  'assessments.analysis_processing',
]);

/** While the video is queued or analysed: the progress, updated every 2 seconds. */
export function AnalysisProgress({ assessment }: { assessment: DetailAssessment }) {
  const { t, i18n } = useTranslation();
  const heading = t(`assessmentDetail.status.${assessment.status}`);
  // The status message is said under the heading only when it says more (a restart, a retry).
  const said =
    assessment.status_message &&
    !HEADING_MESSAGES.has(assessment.status_message_key) &&
    assessment.status_message !== heading
      ? assessment.status_message
      : null;
  const hint =
    said ??
    (assessment.status === 'processing'
      ? t('assessmentDetail.status.processing_hint')
      : t('assessmentDetail.status.waiting'));
  return (
    <Card withBorder padding="xl" data-testid="analysis-progress">
      <Center>
        <Stack align="center" gap="md" maw={520} w="100%">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconVideo size={30} />
          </ThemeIcon>
          <Title order={3} ta="center">
            {heading}
          </Title>
          <Text c="dimmed" ta="center" data-testid="analysis-progress-hint">
            {hint}
          </Text>
          <Progress
            value={assessment.status === 'pending' ? 100 : Math.max(3, assessment.progress)}
            striped
            animated
            w="100%"
            size="lg"
            color={assessment.status === 'pending' ? 'gray' : 'blue'}
          />
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {assessment.status === 'processing'
                ? t('assessmentDetail.status.percent', {
                    progress: formatPercent(assessment.progress, i18n.language, 0),
                  })
                : t('assessmentDetail.status.auto_refresh')}
            </Text>
          </Group>
        </Stack>
      </Center>
    </Card>
  );
}

/**
 * A failed analysis: its message, and a new video to analyse (POST …/upload/). When an input
 * stopped it, the method's inputs come first, to correct before the video is uploaded again.
 */
export function AnalysisFailed({
  assessment,
  method,
}: {
  assessment: DetailAssessment;
  method: MethodDescriptor;
}) {
  const { t } = useTranslation();
  const upload = useUploadVideo(assessment.type, assessment.id);
  const error = upload.error instanceof ApiError ? upload.error : null;
  const inputRefused = assessment.status_message_key === INPUT_INVALID_KEY;
  return (
    <Card withBorder padding="xl" data-testid="analysis-failed">
      <Stack gap="md" maw={640}>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('assessmentDetail.status.failed')}
        >
          <Text size="sm" data-testid="failure-message">
            {assessment.status_message || t('assessmentDetail.status.failed_generic')}
          </Text>
        </Alert>
        {inputRefused ? <FixInputs assessment={assessment} method={method} /> : null}
        <Text size="sm" c="dimmed">
          {inputRefused
            ? t('assessmentDetail.fix_inputs.upload_hint')
            : t('assessmentDetail.status.upload_hint')}
        </Text>
        <Group>
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={VIDEO_ACCEPT}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                data-testid="upload-new-video"
              >
                {t('assessmentDetail.status.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {error ? (
          <Alert
            color="red"
            variant="outline"
            title={error.status === 402 ? t('errors.something_went_wrong') : undefined}
            data-testid="upload-error"
          >
            {error.errors.map((item) => item.message).join(' ')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
