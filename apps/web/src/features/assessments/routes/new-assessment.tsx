import { findMethod, type MethodDescriptor } from '@ergo/contracts';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { trackAssessment } from '../../notifications';
import { useTaskDetail } from '../../tasks';
import { AssessmentForm } from '../components/assessment-form';
import { methodName } from '../../../components/method-name';

/** New assessment of a task: one of the video methods the task allows (QEC and the checklist come later). */
export function NewAssessmentRoute() {
  const { t, i18n } = useTranslation();
  const { operationId = '', taskId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: task, isPending, isError } = useTaskDetail(taskId);

  if (isPending) return <Skeleton h={320} radius="lg" />;
  if (isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('tasksPage.not_found')}</Text>
        <Button component={Link} to="/operations" variant="default">
          {t('operationsPage.back')}
        </Button>
      </Stack>
    );
  }

  const methods = task.assessment_types
    .map((code) => findMethod(code))
    .filter((method): method is MethodDescriptor => method?.capture === 'video');
  const requested = params.get('type');
  const method = methods.find((candidate) => candidate.code === requested) ?? methods[0];
  const taskPath = `/operations/${task.operation}/tasks/${task.id}`;

  return (
    <Stack gap={0} maw={960}>
      <Breadcrumbs mb="xs" separatorMargin={6}>
        <Anchor component={Link} to="/operations" size="sm">
          {t('operationsPage.title')}
        </Anchor>
        <Anchor component={Link} to={`/operations/${task.operation}`} size="sm">
          {task.operation_detail.name}
        </Anchor>
        <Anchor component={Link} to={taskPath} size="sm">
          {task.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('assessmentCreate.title')}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={t('assessmentCreate.title')}
        description={t('assessmentCreate.subtitle', { task: task.name })}
      />
      {!method ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('assessmentCreate.no_video_types')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {methods.length > 1 ? (
            <SegmentedControl
              value={method.code}
              onChange={(value) => setParams({ type: value }, { replace: true })}
              data={methods.map(({ code }) => ({ value: code, label: methodName(t, code) }))}
              aria-label={t('assessmentCreate.type_label')}
              style={{ alignSelf: 'flex-start' }}
            />
          ) : null}
          <AssessmentForm
            key={method.code}
            method={method}
            taskId={task.id}
            operationId={operationId || task.operation}
            onCreated={(assessment) => {
              trackAssessment(assessment, i18n.language);
              void navigate(`/assessments/${assessment.type}/${assessment.id}`);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
