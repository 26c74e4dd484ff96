import { assessmentCommonSchema, type MethodDescriptor } from '@ergo/contracts';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/use-api-form';
import type { CreatedAssessment, FieldValue } from '../api/create-assessment';
import { methodKeys } from '../../../lib/method-labels';
import { useCreateFlow } from '../hooks/use-create-flow';
import { CreateFooter } from './create-footer';
import { CreateProblems } from './create-problems';
import { DetailsCard } from './details-card';
import { MethodFields, methodDefaults } from './method-fields';
import { OutOfCreditNotice } from './out-of-credit-notice';
import { VideoCard } from './video-card';
import { methodName } from '../../../components/method-name';

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
  onCreated: (assessment: CreatedAssessment) => void;
}) {
  const { t } = useTranslation();
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
  const { form, field, showError, revealErrors } = useApiForm<Record<string, unknown>>(schema, {
    initialValues,
    validateInputOnBlur: false,
  });
  const [video, setVideo] = useState<File | null>(null);
  // Inputs the user can see: an error on `task` or `type` (e.g. the task does not allow the type) goes above the form.
  const fieldNames = Object.keys(initialValues).filter(
    (name) => name !== 'task' && name !== 'type',
  );
  const flow = useCreateFlow({
    operationId,
    fieldNames,
    showError,
    revealErrors,
    onCreated,
  });

  const submit = form.onSubmit(
    (values) => {
      if (!video) {
        flow.clearProblems();
        flow.setVideoError(t('assessments.video_required'));
        revealErrors();
        return;
      }
      flow.send(values as Record<string, FieldValue>, video);
    },
    () => {
      if (!video) flow.setVideoError(t('assessments.video_required'));
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <OutOfCreditNotice credit={flow.credit} />
        <CreateProblems problems={flow.problems} />
        <DetailsCard field={field} />
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb={4}>
            {t('assessmentCreate.sections.inputs', { method: methodName(t, type) })}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t(methodKeys(method.code).intro)}
          </Text>
          {method.seatedWork ? (
            // ROSA scores a seated worker: say so before a video of other work is uploaded
            <Alert
              color="blue"
              variant="light"
              icon={<IconArmchair size={18} />}
              title={t('assessmentCreate.seated_work.title')}
              mb="md"
              data-testid="seated-work-note"
            >
              {t('assessmentCreate.seated_work.body')}
            </Alert>
          ) : null}
          <MethodFields method={method} form={form} />
        </Card>
        <VideoCard
          video={video}
          onVideo={(file) => {
            setVideo(file);
            flow.setVideoError(undefined);
          }}
          onReject={() => flow.setVideoError(t('assessments.video_invalid'))}
          error={flow.videoError}
          uploading={flow.pending}
          progress={flow.progress}
          tips={t(
            method.seatedWork
              ? 'assessmentCreate.video.tips_seated'
              : 'assessmentCreate.video.tips',
          )}
        />
        <CreateFooter
          credit={flow.credit}
          pending={flow.pending}
          onCancel={flow.cancel}
          submitLabel={t('assessmentCreate.submit')}
        />
      </Stack>
    </form>
  );
}
