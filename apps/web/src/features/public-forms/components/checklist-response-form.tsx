import { checklistResponseSchema, maxLengthOf, type ChecklistActivation } from '@ergo/contracts';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../../lib/dates';
import { formError } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitChecklistResponse } from '../api/checklist-response';
import {
  answerPath,
  commentPath,
  initialChecklistValues,
  questionIds,
  toChecklistBody,
  validateChecklist,
  type ChecklistFormValues,
} from '../lib/checklist-form';
import { translatedField } from '../lib/field-props';
import {
  type FormEnding,
  type SubmitProblem,
  answerRefusal,
  type RefusalHandlers,
} from '../lib/submit-failure';
import { ChecklistQuestion } from './checklist-question';
import { FormHeader } from './form-header';
import { MissingFields, type MissingField } from './missing-fields';
import { SubmitProblemAlert } from './submit-problem';

/** The office safety checklist's response form: every question by category, then submit. */
export function ChecklistResponseForm({
  activation,
  uid,
  token,
  onEnd,
}: {
  activation: ChecklistActivation;
  uid: string;
  token: string;
  onEnd: (ending: FormEnding) => void;
}) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitChecklistResponse();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const ids = questionIds(activation);
  const form = useForm<ChecklistFormValues>({
    initialValues: initialChecklistValues(activation),
    validate: (values) => validateChecklist(values, ids),
  });
  // A comment's limit is the same for every question (the schema's `responses.N.comment`).
  const commentMax = maxLengthOf(checklistResponseSchema, 'responses.0.comment');
  const field = translatedField(form, t, (path) =>
    path.endsWith('.comment') ? commentMax : undefined,
  );
  const values = form.getValues();
  const answered = ids.filter((id) => values.responses[id]?.answer).length;
  const numberOf = new Map(ids.map((id, index) => [id, index + 1]));

  const missing: MissingField[] =
    attempt > 0
      ? ids.flatMap((id) =>
          [answerPath(id), commentPath(id)]
            .filter((path) => Boolean(form.errors[path]))
            .map((path) => ({
              name: path,
              label: t('publicForms.checklist.number', { number: numberOf.get(id) }),
              message: formError(t, form.errors[path]),
            })),
        )
      : [];

  const refusal: RefusalHandlers = {
    onEnd,
    setProblem,
    setFieldErrors: (byField) => {
      form.setErrors(byField);
      if (Object.keys(byField).length > 0) setAttempt((n) => n + 1);
    },
  };

  const onSubmit = form.onSubmit(
    (formValues) => {
      setProblem(null);
      submit.mutate(
        { uid, token, body: toChecklistBody(formValues, ids) },
        {
          onSuccess: () => {
            notifySuccess(t('forms.submitted'), t('publicForms.submitted_title'));
            onEnd({ kind: 'done' });
          },
          onError: (error) => {
            // The server names an unanswered question by its id.
            answerRefusal(
              error,
              (field) => (numberOf.has(field) ? answerPath(field) : null),
              refusal,
            );
          },
        },
      );
    },
    () => {
      setProblem(null);
      setAttempt((n) => n + 1);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormHeader
          organization={activation.organization_name}
          title={activation.title}
          kind={t('publicForms.checklist.kind')}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" fw={600} data-testid="checklist-deadline">
              {t('publicForms.checklist.deadline', {
                date: formatLongDateTime(activation.deadline, i18n.language),
              })}
            </Text>
          </Group>
          <Text size="sm">{t('publicForms.checklist.intro')}</Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              size={18}
              color="var(--mantine-color-red-7)"
              aria-hidden
              style={{ flex: 'none', marginTop: 2 }}
            />
            <Text size="sm">{t('publicForms.checklist.critical_hint')}</Text>
          </Group>
          <Text size="sm" c="gray.7">
            {t('publicForms.required_note')}
          </Text>
        </FormHeader>
        {activation.questions.map((group) => (
          <Box component="section" key={group.category} aria-labelledby={`group-${group.category}`}>
            <Title order={2} fz="lg" id={`group-${group.category}`} px={4} mb="md">
              {group.label}
            </Title>
            <Stack gap="md">
              {group.questions.map((question) => (
                <ChecklistQuestion
                  key={question.id}
                  question={question}
                  number={numberOf.get(question.id) ?? 0}
                  field={field}
                />
              ))}
            </Stack>
          </Box>
        ))}
        <MissingFields fields={missing} attempt={attempt} />
        <SubmitProblemAlert problem={problem} />
        <Text size="sm" c="gray.7" ta="center">
          {t('publicForms.checklist.progress', { answered, count: ids.length })}
        </Text>
        <Button type="submit" size="md" loading={submit.isPending} fullWidth>
          {t('publicForms.submit')}
        </Button>
      </Stack>
    </form>
  );
}
