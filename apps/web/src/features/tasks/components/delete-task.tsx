import type { Task } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { TypedDeleteConfirm } from '../../../components/typed-delete-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteTask } from '../api/save-task';

/** Typed confirmation for deleting a task with its assessments. */
export function DeleteTaskModal({
  task,
  onClose,
  onDeleted,
}: {
  task: Pick<Task, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTask();
  return (
    <TypedDeleteConfirm
      opened={task !== null}
      onClose={onClose}
      title={t('tasksPage.delete.title')}
      description={t('tasksPage.delete.body', { name: task?.name ?? '' })}
      onConfirm={async () => {
        if (!task) return;
        try {
          await remove.mutateAsync(task);
          notifySuccess(t('tasksPage.toast.deleted', { name: task.name }));
          onDeleted?.();
        } catch (error) {
          notifyError(t('tasksPage.toast.delete_failed'));
          throw error;
        }
      }}
    />
  );
}
