import { Button } from '@mantine/core';
import { IconClipboardCheck, IconListCheck, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

interface TaskAssessment {
  id: string;
  type: string;
  name: string;
  created_at: string;
  status: string;
}

/** The newest assessment of a task, preferring one with a result (recommendations need a score). */
function latestAssessment<T extends { created_at: string; status: string }>(
  assessments: readonly T[],
): T | null {
  const newestFirst = [...assessments].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return newestFirst.find((item) => item.status === 'completed') ?? newestFirst[0] ?? null;
}

/**
 * A task whose board holds no card: recommendations are kept from an assessment's result, so the
 * way on is its latest assessment, or the task itself when it has none (or is still loading).
 */
export function NoRecommendations({
  operation,
  task,
  taskDetail,
}: {
  operation: string;
  task: string;
  taskDetail: { assessments: readonly TaskAssessment[] } | undefined;
}) {
  const { t } = useTranslation();
  const latest = taskDetail ? latestAssessment(taskDetail.assessments) : null;
  const unassessed = taskDetail?.assessments.length === 0;
  return (
    <EmptyState
      headingOrder={2}
      icon={<IconListDetails size={30} aria-hidden />}
      title={t('improvements.empty.none_title')}
      body={t(
        unassessed ? 'improvements.empty.none_unassessed_body' : 'improvements.empty.none_body',
      )}
      action={
        latest ? (
          <Button
            component={Link}
            to={`/assessments/${latest.type}/${latest.id}`}
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            {t('improvements.empty.none_action_latest', { name: latest.name })}
          </Button>
        ) : (
          <Button
            component={Link}
            to={`/operations/${operation}/tasks/${task}`}
            variant={taskDetail ? 'filled' : 'default'}
            leftSection={<IconListCheck size={16} aria-hidden />}
          >
            {t(
              unassessed
                ? 'improvements.empty.none_unassessed_action'
                : 'improvements.empty.none_action',
            )}
          </Button>
        )
      }
      testId="empty-recommendations"
    />
  );
}
