import { OPERATION_TYPES, operationBodySchema, type Operation } from '@ergo/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useCreateOperation, useUpdateOperation } from '../api/save-operation';

interface OperationValues extends Record<string, unknown> {
  name: string;
  description: string;
  operation_type: Operation['operation_type'];
  duration: string;
  grip_type: string;
  load: string;
  repetition_rate: string;
}

function initialValues(operation: Operation | null): OperationValues {
  return {
    name: operation?.name ?? '',
    description: operation?.description ?? '',
    operation_type: operation?.operation_type ?? 'production',
    duration: operation?.duration ?? '',
    grip_type: operation?.grip_type ?? '',
    load: operation?.load ?? '',
    repetition_rate: operation?.repetition_rate ?? '',
  };
}

/** Create (no `operation`) or edit an operation. Calls `onSaved` with the saved operation. */
export function OperationFormModal({
  opened,
  onClose,
  operation,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  operation: Operation | null;
  onSaved?: (operation: Operation) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t(operation ? 'operationsPage.form.edit_title' : 'operationsPage.form.create_title')}
      size="lg"
      centered
      radius="md"
    >
      {/* Mounted only while open, so each opening starts from the operation's current values. */}
      {opened ? <OperationForm operation={operation} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function OperationForm({
  operation,
  onClose,
  onSaved,
}: {
  operation: Operation | null;
  onClose: () => void;
  onSaved?: (operation: Operation) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOperation();
  const update = useUpdateOperation();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm<OperationValues>(
    operationBodySchema,
    {
      initialValues: initialValues(operation),
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    const callbacks = {
      onSuccess: (saved: Operation) => {
        notifySuccess(
          t(operation ? 'operationsPage.toast.updated' : 'operationsPage.toast.created', {
            name: saved.name,
          }),
        );
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => {
        showError(error);
        notifyError(
          t(
            operation ? 'operationsPage.toast.update_failed' : 'operationsPage.toast.create_failed',
          ),
        );
      },
    };
    if (operation) update.mutate({ id: operation.id, body: values }, callbacks);
    else create.mutate(values, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors messages={generalErrors} />
        <TextInput
          label={t('operationsPage.fields.name')}
          placeholder={t('operationsPage.fields.name_placeholder')}
          withAsterisk
          data-autofocus
          rightSection={
            <Tooltip label={t('operationsPage.fields.name_tooltip')} multiline w={240} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('operationsPage.fields.name_tooltip')}
              >
                <IconInfoCircle size={16} />
              </ActionIcon>
            </Tooltip>
          }
          {...field('name')}
        />
        <Textarea
          label={t('operationsPage.fields.description')}
          autosize
          minRows={2}
          maxRows={6}
          {...field('description')}
        />
        <Select
          label={t('operationsPage.fields.operation_type')}
          data={OPERATION_TYPES.map((type) => ({
            value: type,
            label: t(`operationsPage.types.${type}`),
          }))}
          allowDeselect={false}
          {...field('operation_type')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('operationsPage.fields.duration')}
            placeholder={t('operationsPage.fields.duration_placeholder')}
            {...field('duration')}
          />
          <TextInput
            label={t('operationsPage.fields.grip_type')}
            placeholder={t('operationsPage.fields.grip_type_placeholder')}
            {...field('grip_type')}
          />
          <TextInput
            label={t('operationsPage.fields.load')}
            placeholder={t('operationsPage.fields.load_placeholder')}
            {...field('load')}
          />
          <TextInput
            label={t('operationsPage.fields.repetition_rate')}
            placeholder={t('operationsPage.fields.repetition_rate_placeholder')}
            {...field('repetition_rate')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(operation ? 'common.save' : 'operationsPage.form.create_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
