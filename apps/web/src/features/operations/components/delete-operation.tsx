import type { Operation } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { TypedDeleteConfirm } from '../../../components/typed-delete-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteOperation } from '../api/save-operation';

/** Typed confirmation for deleting an operation with its tasks and assessments. */
export function DeleteOperationModal({
  operation,
  onClose,
  onDeleted,
}: {
  operation: Operation | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteOperation();
  return (
    <TypedDeleteConfirm
      opened={operation !== null}
      onClose={onClose}
      title={t('operationsPage.delete.title')}
      description={t('operationsPage.delete.body', { name: operation?.name ?? '' })}
      onConfirm={async () => {
        if (!operation) return;
        try {
          await remove.mutateAsync(operation.id);
          notifySuccess(t('operationsPage.toast.deleted', { name: operation.name }));
          onDeleted?.();
        } catch (error) {
          notifyError(t('operationsPage.toast.delete_failed'));
          throw error;
        }
      }}
    />
  );
}
