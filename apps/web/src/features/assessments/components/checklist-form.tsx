import { assessmentCommonSchema, CHECKLIST_MAX_DAYS, checklistInputs } from '@ergo/contracts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendarDue } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiForm } from '../../../lib/use-api-form';
import type { CreatedAssessment, FieldValue } from '../api/create-assessment';
import { useCreateFlow } from '../hooks/use-create-flow';
import { CreateFooter } from './create-footer';
import { CreateProblems } from './create-problems';
import { DetailsCard } from './details-card';
import { OutOfCreditNotice } from './out-of-credit-notice';

/** The picker's local 'YYYY-MM-DD HH:mm:ss', and the ISO instant the API reads. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toIso = (local: string | null) => (local ? dayjs(local).toISOString() : '');
const toLocal = (iso: unknown) =>
  typeof iso === 'string' && iso ? dayjs(iso).format(PICKER_FORMAT) : null;

/**
 * A day picked runs to its end in the user's own time zone: the picker's default time was 00:00,
 * so picking 15 Dec closed the link as 15 Dec began (issue 30). The picker works in local time and
 * toIso turns it into the instant, so the zone is the browser's.
 */
const END_OF_DAY = '23:59:59';
const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The contract's checks of a new checklist; an empty deadline reads as a missing one. */
const schema = assessmentCommonSchema.extend({
  deadline: z.preprocess(
    (value) => (value === '' ? undefined : value),
    checklistInputs.shape.deadline,
  ),
});

/** A new office checklist: name, employee and the deadline until which its public link answers. */
export function ChecklistForm({
  taskId,
  operationId,
  onCreated,
}: {
  taskId: string;
  operationId: string;
  onCreated: (assessment: CreatedAssessment) => void;
}) {
  const { t, i18n } = useTranslation();
  const initialValues = useMemo(
    () => ({
      task: taskId,
      type: 'checklist',
      name: '',
      employee_name: '',
      employee_number: '',
      deadline: '',
    }),
    [taskId],
  );
  const { form, field, showError, revealErrors } = useApiForm<Record<string, unknown>>(schema, {
    initialValues,
    validateInputOnBlur: false,
  });
  const fieldNames = ['name', 'employee_name', 'employee_number', 'deadline'];
  const flow = useCreateFlow({
    operationId,
    fieldNames,
    showError,
    revealErrors,
    onCreated,
  });
  const deadline = field('deadline');

  const submit = form.onSubmit((values) => flow.send(values as Record<string, FieldValue>, null));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <OutOfCreditNotice credit={flow.credit} />
        <CreateProblems problems={flow.problems} />
        <DetailsCard field={field} />
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb={4}>
            {t('surveys.checklist.link.title')}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t('surveys.create.checklist_intro')}
          </Text>
          <DateTimePicker
            label={t('surveys.create.deadline')}
            description={t('surveys.create.deadline_hint', {
              time: '23:59',
              zone: userTimeZone(),
            })}
            placeholder={t('surveys.create.deadline_placeholder')}
            withAsterisk
            clearable
            locale={i18n.language === 'tr' ? 'tr' : 'en'}
            valueFormat={i18n.language === 'tr' ? 'D MMMM YYYY HH:mm' : 'D MMMM YYYY, HH:mm'}
            defaultTimeValue={END_OF_DAY}
            minDate={new Date()}
            // The last day whose end is still within the contract's limit.
            maxDate={dayjs()
              .add(CHECKLIST_MAX_DAYS - 1, 'day')
              .toDate()}
            weekendDays={[]}
            leftSection={<IconCalendarDue size={16} />}
            ariaLabels={{
              previousMonth: t('surveys.picker.previous_month'),
              nextMonth: t('surveys.picker.next_month'),
              previousYear: t('surveys.picker.previous_year'),
              nextYear: t('surveys.picker.next_year'),
              previousDecade: t('surveys.picker.previous_decade'),
              nextDecade: t('surveys.picker.next_decade'),
              monthLevelControl: t('surveys.picker.choose_month'),
              yearLevelControl: t('surveys.picker.choose_year'),
            }}
            timePickerProps={{
              hoursInputLabel: t('surveys.picker.hours'),
              minutesInputLabel: t('surveys.picker.minutes'),
            }}
            submitButtonProps={{ 'aria-label': t('surveys.picker.confirm') }}
            value={toLocal(form.values.deadline)}
            onChange={(value) => {
              form.setFieldValue('deadline', toIso(value));
              form.clearFieldError('deadline');
            }}
            error={deadline.error as ReactNode}
            data-testid="checklist-deadline"
            maw={360}
          />
        </Card>
        <CreateFooter
          credit={flow.credit}
          pending={flow.pending}
          submitLabel={t('surveys.create.submit_checklist')}
          withVideo={false}
        />
      </Stack>
    </form>
  );
}
