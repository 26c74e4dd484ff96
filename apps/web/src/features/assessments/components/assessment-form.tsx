import {
  assessmentCommonSchema,
  NON_FIELD,
  type Assessment,
  type MethodDescriptor,
} from '@ergo/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useMe } from '../../../api/get-me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useCreateAssessment, type FieldValue } from '../api/create-assessment';
import { methodKeys } from '../../../lib/method-labels';
import { MethodFields, methodDefaults } from './method-fields';
import { VideoDropzone } from './video-dropzone';
import { methodName } from '../../../components/method-name';

interface Problem {
  heading: string | null;
  message: string;
}

/** The form of one method: common fields, the method's SPEC §3 inputs, and the video. */
export function AssessmentForm({
  method,
  taskId,
  operationId,
  onCreated,
}: {
  method: MethodDescriptor;
  taskId: string;
  operationId: string;
  onCreated: (assessment: Assessment) => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const type = method.code;
  const schema = useMemo(() => assessmentCommonSchema.extend(method.inputs.shape), [method]);
  const initialValues = useMemo(
    () => ({
      task: taskId,
      type,
      name: '',
      employee_name: '',
      employee_number: '',
      ...methodDefaults(method),
    }),
    [taskId, type, method],
  );
  const { form, field, showError } = useApiForm<Record<string, unknown>>(schema, {
    initialValues,
    validateInputOnBlur: false,
  });
  const [video, setVideo] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string | undefined>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const create = useCreateAssessment();
  // Inputs the user can see: an error on `task` or `type` (e.g. the task does not allow the type) goes above the form.
  const fieldNames = Object.keys(initialValues).filter(
    (name) => name !== 'task' && name !== 'type',
  );

  function report(error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showError(error);
    if (!(error instanceof ApiError)) {
      setProblems([{ heading: null, message: t('assessmentCreate.toast.create_failed') }]);
      return;
    }
    const onVideo = error.fieldErrors(['video']).video;
    if (onVideo) setVideoError(onVideo);
    // What names no input is shown above the form, under its heading when the server gives one (402).
    setProblems(
      error.errors
        .filter((item) => item.field !== 'video' && !fieldNames.includes(item.field))
        .map((item) => ({
          heading: item.field === NON_FIELD ? null : item.field,
          message: item.message,
        })),
    );
    notifyError(t('assessmentCreate.toast.create_failed'));
  }

  const submit = form.onSubmit(
    (values) => {
      setProblems([]);
      if (!video) {
        setVideoError(t('assessments.video_required'));
        return;
      }
      if (me && me.organization.credit < 1) {
        // Nothing to upload for: the server would refuse it (402) after the transfer.
        setProblems([
          { heading: t('errors.something_went_wrong'), message: t('errors.out_of_credit') },
        ]);
        return;
      }
      const controller = new AbortController();
      abort.current = controller;
      create.mutate(
        {
          operationId,
          fields: values as Record<string, FieldValue>,
          video,
          onProgress: setProgress,
          signal: controller.signal,
        },
        {
          onSuccess: (assessment) => {
            notifySuccess(t('assessments.created'));
            onCreated(assessment);
          },
          onError: report,
          onSettled: () => {
            setProgress(null);
            abort.current = null;
          },
        },
      );
    },
    () => {
      if (!video) setVideoError(t('assessments.video_required'));
    },
  );

  const uploading = create.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {problems.map((problem) => (
          <Alert
            key={`${problem.heading}:${problem.message}`}
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={problem.heading ?? undefined}
            role="alert"
          >
            {problem.message}
          </Alert>
        ))}
        <Card withBorder radius="lg" padding="lg">
          <Title order={4} mb="md">
            {t('assessmentCreate.sections.details')}
          </Title>
          <Stack gap="md">
            <TextInput
              label={t('assessmentCreate.fields.name')}
              placeholder={t('assessmentCreate.fields.name_placeholder')}
              withAsterisk
              {...field('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('assessmentCreate.fields.employee_name')}
                {...field('employee_name')}
              />
              <TextInput
                label={t('assessmentCreate.fields.employee_number')}
                {...field('employee_number')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Title order={4} mb={4}>
            {t('assessmentCreate.sections.inputs', { method: methodName(t, type) })}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t(methodKeys(method.code).intro)}
          </Text>
          <MethodFields method={method} form={form} />
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Title order={4} mb="md">
            {t('assessmentCreate.sections.video')}
          </Title>
          <Stack gap="sm">
            <VideoDropzone
              file={video}
              disabled={uploading}
              onFile={(file) => {
                setVideo(file);
                setVideoError(undefined);
              }}
              onReject={() => setVideoError(t('assessments.video_invalid'))}
              error={videoError}
            />
            <Text size="xs" c="dimmed">
              {t('assessmentCreate.video.tips')}
            </Text>
            {uploading && progress !== null ? (
              <Stack gap={4} data-testid="upload-progress">
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {progress < 100
                      ? t('assessmentCreate.upload.uploading')
                      : t('assessmentCreate.upload.checking')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {`${progress}%`}
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
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {me ? t('assessmentCreate.credit_note', { credit: me.organization.credit }) : null}
          </Text>
          <Group gap="xs">
            {uploading ? (
              <Button variant="default" onClick={() => abort.current?.abort()}>
                {t('assessmentCreate.upload.cancel')}
              </Button>
            ) : null}
            <Button type="submit" leftSection={<IconUpload size={16} />} loading={uploading}>
              {t('assessmentCreate.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
