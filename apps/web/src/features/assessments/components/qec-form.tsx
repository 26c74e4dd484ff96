import { assessmentCommonSchema, QEC_OBSERVER_FIELDS } from '@ergo/contracts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answeredObserverItems,
  observerDefaults,
  QecObserverFields,
} from '../../../components/qec-observer-fields';
import { useApiForm } from '../../../lib/use-api-form';
import type { CreatedAssessment } from '../api/create-assessment';
import { useCreateFlow } from '../hooks/use-create-flow';
import { CreateFooter } from './create-footer';
import { CreateProblems } from './create-problems';
import { DetailsCard } from './details-card';
import { OutOfCreditNotice } from './out-of-credit-notice';
import { VideoCard } from './video-card';

const COMMON = ['name', 'employee_name', 'employee_number'] as const;

/**
 * A new QEC ('HMD'): name, employee, the observer's items A–G (each may be left for later), and an
 * optional video from which the pose analysis prefills the postures. Without a video it is sent
 * as JSON; with one, as multipart like every video method.
 */
export function QecForm({
  taskId,
  operationId,
  onCreated,
}: {
  taskId: string;
  operationId: string;
  onCreated: (assessment: CreatedAssessment) => void;
}) {
  const { t } = useTranslation();
  const initialValues = useMemo(
    () => ({
      task: taskId,
      type: 'qec',
      name: '',
      employee_name: '',
      employee_number: '',
      ...observerDefaults(),
    }),
    [taskId],
  );
  // The observer items need no check here: the cards offer only their codes, and all are optional.
  const { form, field, showError, revealErrors } = useApiForm<Record<string, unknown>>(
    assessmentCommonSchema,
    {
      initialValues,
      validateInputOnBlur: false,
    },
  );
  const [video, setVideo] = useState<File | null>(null);
  const fieldNames = [...COMMON, ...QEC_OBSERVER_FIELDS.map((item) => item.name)];
  const flow = useCreateFlow({
    operationId,
    fieldNames,
    showError,
    revealErrors,
    onCreated,
  });

  const submit = form.onSubmit((values) => {
    const { task, type, name, employee_name, employee_number } = values as Record<string, string>;
    flow.send(
      { task, type, name, employee_name, employee_number, ...answeredObserverItems(values) },
      video,
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <OutOfCreditNotice credit={flow.credit} />
        <CreateProblems problems={flow.problems} />
        <DetailsCard field={field} />
        <Card withBorder radius="lg" padding="lg" data-testid="qec-observer-items">
          <Title order={2} size="h4" mb={4}>
            {t('surveys.qec.observer.title')}
          </Title>
          <Text size="sm" c="gray.7" mb={4}>
            {t('methods.qec.intro')}
          </Text>
          <Text size="sm" c="gray.7" mb="md">
            {t('surveys.create.observer_optional')}
          </Text>
          <QecObserverFields form={form} t={t} />
        </Card>
        <VideoCard
          video={video}
          onVideo={(file) => {
            setVideo(file);
            flow.setVideoError(undefined);
          }}
          onReject={() => flow.setVideoError(t('assessments.video_invalid'))}
          error={flow.videoError}
          uploading={flow.pending && video !== null}
          progress={flow.progress}
          required={false}
          tips={t('surveys.create.video_tips')}
        />
        <CreateFooter
          credit={flow.credit}
          pending={flow.pending}
          onCancel={video ? flow.cancel : undefined}
          submitLabel={video ? t('assessmentCreate.submit') : t('surveys.create.submit_qec')}
          withVideo={video !== null}
        />
      </Stack>
    </form>
  );
}
