import { assessmentUpdateSchema } from '@ergo/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import type { DetailAssessment } from '../api/get-assessment';
import { useUpdateAssessment } from '../api/update-assessment';

interface Values extends Record<string, unknown> {
  name: string;
  employee_name: string;
  employee_number: string;
}

/** Name and employee of an assessment (PATCH …/update/, validated with the shared schema). */
export function EditDetailsModal({
  assessment,
  opened,
  onClose,
}: {
  assessment: DetailAssessment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateAssessment(assessment.type, assessment.id);
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm<Values>(
    assessmentUpdateSchema,
    {
      initialValues: {
        name: assessment.name,
        employee_name: assessment.employee_name,
        employee_number: assessment.employee_number,
      },
    },
  );
  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('assessmentDetail.edit.saved'));
        onClose();
      },
      onError: showError,
    });
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('assessmentDetail.edit.title')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          <TextInput
            label={t('assessmentDetail.edit.name')}
            required
            {...field('name')}
            data-autofocus
          />
          <TextInput label={t('assessmentDetail.edit.employee_name')} {...field('employee_name')} />
          <TextInput
            label={t('assessmentDetail.edit.employee_number')}
            {...field('employee_number')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="save-details">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
