import { maxLengthOf, qecWorkerFormSchema, type QecActivation } from '@ergo/contracts';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formError } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitQecSurvey } from '../api/qec-survey';
import { translatedField } from '../lib/field-props';
import {
  boxOpen,
  initialQecValues,
  QEC_INFO_FIELDS,
  qecBody,
  validateQec,
  visibleQecFields,
  type QecFormValues,
} from '../lib/qec-form';
import {
  type FormEnding,
  type SubmitProblem,
  answerRefusal,
  type RefusalHandlers,
} from '../lib/submit-failure';
import { FormHeader } from './form-header';
import { MissingFields, type MissingField } from './missing-fields';
import { QecQuestion } from './qec-question';
import { QecWorkerInfo } from './qec-worker-info';
import { SubmitProblemAlert } from './submit-problem';

/** The QEC worker survey (SPEC §3, §5): the worker's details, then questions H–Q. */
export function QecSurveyForm({
  activation,
  qecId,
  token,
  onEnd,
}: {
  activation: QecActivation;
  qecId: string;
  token: string;
  onEnd: (ending: FormEnding) => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitQecSurvey();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const form = useForm<QecFormValues>({
    initialValues: initialQecValues(activation),
    validate: validateQec,
    // Typed inputs are checked when left; a choice only on submit (tabbing past is not answering).
    validateInputOnBlur: ['job_title', 'age', 'working_years'],
  });
  const values = form.getValues();

  const field = translatedField(form, t, (path) => maxLengthOf(qecWorkerFormSchema, path));

  function answer(question: QecActivation['questions'][number], value: string) {
    form.setFieldValue(question.name, value);
    form.clearFieldError(question.name);
    // A box the new answer closes is no longer missing.
    const box = question.details;
    if (box && !boxOpen(box, question.name, { ...form.getValues(), [question.name]: value }))
      form.clearFieldError(box.name);
  }

  const labelOf = (name: string): string => {
    if ((QEC_INFO_FIELDS as readonly string[]).includes(name))
      return t(`methods.qec.fields.${name}.label`);
    for (const question of activation.questions) {
      if (question.name === name) return t('publicForms.qec.question', { letter: question.letter });
      // A box is named after the question it belongs to: its own letter on the form (N, P, Q)
      // is also a question's (N is vibration), so 'Box N' read as the next question (issue 30).
      if (question.details?.name === name)
        return t('publicForms.qec.box', { letter: question.letter });
    }
    return name;
  };

  const visible = visibleQecFields(activation, values);
  const missing: MissingField[] =
    attempt > 0
      ? visible
          .filter((name) => Boolean(form.errors[name]))
          .map((name) => ({ name, label: labelOf(name), message: formError(t, form.errors[name]) }))
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
      const body = qecBody(formValues);
      if (!body) return;
      submit.mutate(
        { qecId, token, body },
        {
          onSuccess: () => {
            notifySuccess(t('forms.submitted'), t('publicForms.submitted_title'));
            onEnd({ kind: 'done' });
          },
          onError: (error) => {
            const known = new Set(visible);
            answerRefusal(error, (field) => (known.has(field) ? field : null), refusal);
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
          kind={t('publicForms.qec.kind')}
        >
          <Text size="sm">{t('publicForms.qec.intro')}</Text>
          <Text size="sm" c="gray.7">
            {t('publicForms.required_note')}
          </Text>
        </FormHeader>
        <QecWorkerInfo field={field} />
        <Box component="section" aria-labelledby="qec-your-work">
          <Stack gap="md">
            <Title order={2} fz="lg" id="qec-your-work" px={4}>
              {t('publicForms.qec.your_work')}
            </Title>
            {activation.questions.map((question) => (
              <QecQuestion
                key={question.name}
                question={question}
                field={field}
                boxOpen={Boolean(
                  question.details && boxOpen(question.details, question.name, values),
                )}
                onAnswer={(value) => answer(question, value)}
              />
            ))}
          </Stack>
        </Box>
        <MissingFields fields={missing} attempt={attempt} />
        <SubmitProblemAlert problem={problem} />
        <Button type="submit" size="md" loading={submit.isPending} fullWidth>
          {t('publicForms.submit')}
        </Button>
      </Stack>
    </form>
  );
}
