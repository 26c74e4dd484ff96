import { assessmentTypes, taskBodySchema, type AssessmentType, type Task } from '@ergo/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { FormErrors } from '../../../components/form-errors';
import { formError } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useCreateTask, useUpdateTask } from '../api/save-task';
import { assessmentTypeHintKey } from './assessment-type-label';
import { methodName } from '../../../components/method-name';

interface TaskValues extends Record<string, unknown> {
  name: string;
  description: string;
  assessment_types: AssessmentType[];
}

/** SPEC §2/§9: create or edit a task in a two-step modal (details, then assessment types). */
export function TaskFormModal({
  opened,
  onClose,
  operationId,
  task,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  operationId: string;
  task: Task | null;
  onSaved?: (task: Task) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t(task ? 'tasksPage.form.edit_title' : 'tasksPage.form.create_title')}
      size="lg"
      centered
      radius="md"
    >
      {opened ? (
        <TaskForm operationId={operationId} task={task} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

/** The methods a task is assessed with, each a card with its name and what it is for. */
function MethodChoices({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('tasksPage.fields.assessment_types')}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
        {assessmentTypes().map((type) => (
          <Checkbox.Card key={type} value={type} radius="md" p="sm" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {methodName(t, type)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(assessmentTypeHintKey(type))}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function TaskForm({
  operationId,
  task,
  onClose,
  onSaved,
}: {
  operationId: string;
  task: Task | null;
  onClose: () => void;
  onSaved?: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const create = useCreateTask();
  const update = useUpdateTask();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm<TaskValues>(
    taskBodySchema,
    {
      initialValues: {
        name: task?.name ?? '',
        description: task?.description ?? '',
        assessment_types: task?.assessment_types ?? [],
      },
      validateInputOnBlur: false,
    },
  );

  function next() {
    const name = form.validateField('name');
    const description = form.validateField('description');
    if (!name.hasError && !description.hasError) setStep(1);
  }

  const submit = form.onSubmit(
    (values) => {
      clearGeneralErrors();
      const callbacks = {
        onSuccess: (saved: Task) => {
          notifySuccess(
            t(task ? 'tasksPage.toast.updated' : 'tasksPage.toast.created', { name: saved.name }),
          );
          onSaved?.(saved);
          onClose();
        },
        onError: (error: unknown) => {
          showError(error);
          notifyError(t(task ? 'tasksPage.toast.update_failed' : 'tasksPage.toast.create_failed'));
          if (
            error instanceof ApiError &&
            Object.keys(error.fieldErrors(['name', 'description'])).length > 0
          )
            setStep(0);
        },
      };
      if (task) update.mutate({ id: task.id, body: values }, callbacks);
      else create.mutate({ operationId, body: values }, callbacks);
    },
    (errors) => {
      if (errors.name || errors.description) setStep(0);
    },
  );

  const typesError = form.errors.assessment_types;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stepper
          active={step}
          onStepClick={(index) => (index === 0 ? setStep(0) : next())}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step
            label={t('tasksPage.form.step_details')}
            description={t('tasksPage.form.step_details_hint')}
          >
            <Stack gap="md" mt="md">
              <FormErrors messages={generalErrors} />
              <TextInput
                label={t('tasksPage.fields.name')}
                placeholder={t('tasksPage.fields.name_placeholder')}
                withAsterisk
                data-autofocus
                {...field('name')}
              />
              <Textarea
                label={t('tasksPage.fields.description')}
                autosize
                minRows={3}
                maxRows={6}
                {...field('description')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('tasksPage.form.step_assessments')}
            description={t('tasksPage.form.step_assessments_hint')}
          >
            <Stack gap="sm" mt="md">
              <FormErrors messages={generalErrors} />
              <MethodChoices
                value={form.values.assessment_types}
                onChange={(value) => {
                  form.setFieldValue('assessment_types', value);
                  form.clearFieldError('assessment_types');
                }}
                error={typesError ? formError(t, typesError) : undefined}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={step === 0 ? onClose : () => setStep(0)}>
            {step === 0 ? t('common.cancel') : t('tasksPage.form.back')}
          </Button>
          {step === 0 ? (
            // Distinct keys: React must not turn the clicked "Next" into the submit button mid-click.
            <Button key="next" onClick={next}>
              {t('tasksPage.form.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={create.isPending || update.isPending}>
              {t(task ? 'common.save' : 'tasksPage.form.create_submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
