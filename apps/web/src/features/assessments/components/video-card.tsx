import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VideoDropzone } from './video-dropzone';
import { GuideLink } from '../../resources';
import { formatPercent } from '@ergo/ergonomics';

/** The video of a new assessment, and the upload's progress while it is sent. */
export function VideoCard({
  video,
  onVideo,
  onReject,
  error,
  uploading,
  progress,
  required = true,
  tips,
}: {
  video: File | null;
  onVideo: (file: File) => void;
  onReject: () => void;
  error?: string;
  uploading: boolean;
  progress: number | null;
  required?: boolean;
  tips: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {required ? t('assessmentCreate.sections.video') : t('surveys.create.video_optional')}
      </Title>
      <Stack gap="sm">
        <VideoDropzone
          file={video}
          disabled={uploading}
          onFile={onVideo}
          onReject={onReject}
          error={error}
          required={required}
        />
        <Text size="xs" c="gray.7">
          {tips}
        </Text>
        <GuideLink
          guide="filming"
          label={t('resources.links.filming')}
          testId="guide-link-filming"
        />
        {uploading && progress !== null ? (
          <Stack gap={4} data-testid="upload-progress">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {progress < 100
                  ? t('assessmentCreate.upload.uploading')
                  : t('assessmentCreate.upload.checking')}
              </Text>
              <Text size="sm" c="gray.7">
                {formatPercent(progress, i18n.language, 0)}
              </Text>
            </Group>
            <Progress
              value={progress}
              size="lg"
              radius="xl"
              animated={progress >= 100}
              aria-label={t('assessmentCreate.upload.uploading')}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
