import { Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §5/§9: MP4, MOV, AVI, MKV (by type or by name; the server checks the content anyway). */
export const VIDEO_ACCEPT = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/avi': ['.avi'],
  'video/x-matroska': ['.mkv'],
};

function formatSize(bytes: number, language: string): string {
  const mb = bytes / 1024 / 1024;
  return `${mb.toLocaleString(language, { maximumFractionDigits: 1 })} MB`;
}

export function VideoDropzone({
  file,
  onFile,
  onReject,
  error,
  disabled,
  required = true,
}: {
  file: File | null;
  onFile: (file: File) => void;
  onReject: () => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Input.Label required={required}>{t('assessmentCreate.video.label')}</Input.Label>
      <Dropzone
        onDrop={(files: FileWithPath[]) => {
          const [first] = files;
          if (first) onFile(first);
        }}
        onReject={onReject}
        accept={VIDEO_ACCEPT}
        multiple={false}
        disabled={disabled}
        radius="md"
        data-testid="video-dropzone"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <ThemeIcon size={52} radius="xl" variant="light" color="blue">
              <IconUpload size={28} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={52} radius="xl" variant="light" color="red">
              <IconX size={28} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={52} radius="xl" variant="light" color={file ? 'teal' : 'gray'}>
              <IconMovie size={28} />
            </ThemeIcon>
          </Dropzone.Idle>
          {/* min-width 0 lets a long file name break inside the box instead of widening it */}
          <Stack gap={2} miw={0}>
            {file ? (
              <>
                <Text
                  fw={600}
                  data-testid="video-file-name"
                  title={file.name}
                  style={{ overflowWrap: 'anywhere' }}
                  lineClamp={3}
                >
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatSize(file.size, i18n.language)} · {t('assessmentCreate.video.replace')}
                </Text>
              </>
            ) : (
              <>
                <Text fw={600}>{t('assessmentCreate.video.prompt')}</Text>
                <Text size="sm" c="dimmed">
                  {t('assessmentCreate.video.formats')}
                </Text>
              </>
            )}
          </Stack>
        </Group>
      </Dropzone>
      {error ? (
        <Text size="xs" c="red.8" role="alert" id={errorId}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
