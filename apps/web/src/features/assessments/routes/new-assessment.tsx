import { checklist, findMethod, isSurveyType, qec } from '@ergo/contracts';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  useMatches,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { trackAssessment } from '../../notifications';
import { useTaskDetail } from '../../tasks';
import { AssessmentForm } from '../components/assessment-form';
import { ChecklistForm } from '../components/checklist-form';
import { QecForm } from '../components/qec-form';
import { methodName } from '../../../components/method-name';
import { isCreatableType } from '../../../lib/assessment-kinds';
import type { CreatedAssessment } from '../api/create-assessment';

/** What every create form is given by the screen. */
interface CreateFormProps {
  taskId: string;
  operationId: string;
  onCreated: (assessment: CreatedAssessment) => void;
}

/** The survey and form methods' own create forms, by their descriptor's code. */
const SURVEY_FORMS = new Map<string, ComponentType<CreateFormProps>>([
  [qec.code, QecForm],
  [checklist.code, ChecklistForm],
]);

/** New assessment of a task: a video method, a QEC or an office checklist, as the task allows. */
export function NewAssessmentRoute() {
  const { t, i18n } = useTranslation();
  const { operationId = '', taskId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: task, isPending, isError } = useTaskDetail(taskId);
  // Six methods side by side need a desktop's width: below it they stack, each label whole
  // (issue 30: at 390 px the row was 448 px wide, "Ofis kontrol l…" cut off).
  const stacked = useMatches({ base: true, md: false });

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

  const types = task.assessment_types.filter(isCreatableType);
  const requested = params.get('type');
  const type = types.find((candidate) => candidate === requested) ?? types[0];
  const method = type ? findMethod(type) : undefined;
  const SurveyForm = type ? SURVEY_FORMS.get(type) : undefined;
  const taskPath = `/operations/${task.operation}/tasks/${task.id}`;
  const formProps: CreateFormProps = {
    taskId: task.id,
    operationId: operationId || task.operation,
    onCreated: (assessment: CreatedAssessment) => {
      // A video is analysed: the notification queue follows it.
      if (method || assessment.video) trackAssessment(assessment, i18n.language);
      void navigate(`/assessments/${assessment.type}/${assessment.id}`);
    },
  };
  // a survey or form method tells how its answers come in (surveys.create.subtitle_<code>)
  const subtitle = t(
    type && isSurveyType(type) ? `surveys.create.subtitle_${type}` : 'assessmentCreate.subtitle',
    { task: task.name },
  );

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
      <PageHeader title={t('assessmentCreate.title')} description={subtitle} />
      {!type ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('surveys.create.no_types')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {types.length > 1 ? (
            <SegmentedControl
              value={type}
              onChange={(value) => setParams({ type: value }, { replace: true })}
              data={types.map((code) => ({ value: code, label: methodName(t, code) }))}
              aria-label={t('assessmentCreate.type_label')}
              orientation={stacked ? 'vertical' : 'horizontal'}
              fullWidth={stacked}
              style={{ alignSelf: stacked ? 'stretch' : 'flex-start' }}
            />
          ) : null}
          {SurveyForm ? (
            <SurveyForm key={type} {...formProps} />
          ) : method ? (
            <AssessmentForm key={type} method={method} {...formProps} />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
