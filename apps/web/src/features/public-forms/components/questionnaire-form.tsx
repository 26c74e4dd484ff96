import type { QuestionnaireActivation } from '@ergo/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../../lib/dates';
import { formError } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitQuestionnaire, type QuestionnaireLink } from '../api/questionnaire';
import { fieldId } from '../lib/focus-field';
import {
  type FormEnding,
  type SubmitProblem,
  answerRefusal,
  type RefusalHandlers,
} from '../lib/submit-failure';
import { ChoiceCards } from './choice-cards';
import { FormHeader } from './form-header';
import { MissingFields, type MissingField } from './missing-fields';
import { SubmitProblemAlert } from './submit-problem';

type Answers = Record<string, string>;

/**
 * The form of a survey method declared with a questionnaire: its questions as the server sends
 * them (already in the page's language), one required choice each, then submit.
 */
export function QuestionnaireForm({
  activation,
  link,
  onEnd,
}: {
  activation: QuestionnaireActivation;
  link: QuestionnaireLink;
  onEnd: (ending: FormEnding) => void;
}) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitQuestionnaire();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const { questions } = activation;
  const form = useForm<Answers>({
    initialValues: Object.fromEntries(questions.map((question) => [question.id, ''])),
    validate: (values) =>
      Object.fromEntries(
        questions.filter((q) => !values[q.id]).map((q) => [q.id, 'validation.required']),
      ),
  });
  const numberOf = new Map(questions.map((question, index) => [question.id, index + 1]));
  const answered = questions.filter((question) => form.getValues()[question.id]).length;
  const missing: MissingField[] =
    attempt > 0
      ? questions
          .filter((question) => Boolean(form.errors[question.id]))
          .map((question) => ({
            name: question.id,
            label: t('publicForms.checklist.number', { number: numberOf.get(question.id) }),
            message: formError(t, form.errors[question.id]),
          }))
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
    (answers) => {
      setProblem(null);
      submit.mutate(
        { link, answers },
        {
          onSuccess: () => {
            notifySuccess(t('forms.submitted'), t('publicForms.submitted_title'));
            onEnd({ kind: 'done' });
          },
          onError: (error) => {
            // The server names a question as `answers.<id>`.
            answerRefusal(
              error,
              (field) => {
                const id = field.replace(/^answers\./, '');
                return numberOf.has(id) ? id : null;
              },
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
          kind={t('publicForms.questionnaire.kind')}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" fw={600}>
              {t('publicForms.checklist.deadline', {
                date: formatLongDateTime(activation.expires_at, i18n.language),
              })}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            {t('publicForms.required_note')}
          </Text>
        </FormHeader>
        {questions.map((question) => {
          const error = form.errors[question.id];
          return (
            <Paper key={question.id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <ChoiceCards
                id={fieldId(question.id)}
                label={`${numberOf.get(question.id)}. ${question.text}`}
                cols={{ base: 1, sm: Math.min(question.choices.length, 3) }}
                options={question.choices.map((c) => ({ value: c.value, label: c.text }))}
                value={form.getValues()[question.id] ?? ''}
                onChange={(value) => form.setFieldValue(question.id, value)}
                error={error ? formError(t, error) : undefined}
                testId={`choices-${question.id}`}
              />
            </Paper>
          );
        })}
        <MissingFields fields={missing} attempt={attempt} />
        <SubmitProblemAlert problem={problem} />
        <Text size="sm" c="gray.7" ta="center">
          {t('publicForms.checklist.progress', { answered, count: questions.length })}
        </Text>
        <Button type="submit" size="md" loading={submit.isPending} fullWidth>
          {t('publicForms.submit')}
        </Button>
      </Stack>
    </form>
  );
}
