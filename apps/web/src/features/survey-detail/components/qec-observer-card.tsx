import { QEC_OBSERVER_FIELDS, type MethodField, type QecDetail } from '@ergo/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconInfoCircle, IconVideo } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import {
  answeredObserverItems,
  observerDefaults,
  QecObserverFields,
  visibleObserverFields,
} from '../../../components/qec-observer-fields';
import { formatPercent } from '@ergo/ergonomics';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateObserverItems } from '../api/update-qec';

const ITEMS = QEC_OBSERVER_FIELDS.map((field) => field.name);

/** The stored observer items as form values ('' for an unanswered one). */
function valuesOf(inputs: Record<string, unknown>): Record<string, unknown> {
  const values = observerDefaults();
  for (const item of ITEMS) if (typeof inputs[item] === 'string') values[item] = inputs[item];
  return values;
}

/**
 * The changes to send: every item the form shows that differs from the stored one (null clears
 * it). Items the chosen back task does not ask (B1–B2 or B3–B5) are left as stored.
 */
function observerChanges(
  stored: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, string | null> {
  const answered = answeredObserverItems(values);
  const changes: Record<string, string | null> = {};
  for (const { name: item } of visibleObserverFields(values.back_task)) {
    const next = answered[item] ?? null;
    const before = typeof stored[item] === 'string' ? stored[item] : null;
    if (next !== before) changes[item] = next;
  }
  return changes;
}

/**
 * The observer's part of a QEC (items A–G), editable. Items the pose analysis prefilled are marked
 * as measured, with the share of frames behind them, until the ergonomist changes them.
 */
export function QecObserverCard({ detail, analysing }: { detail: QecDetail; analysing: boolean }) {
  const { t, i18n } = useTranslation();
  const initialValues = useMemo(() => valuesOf(detail.inputs), [detail.inputs]);
  const form = useForm<Record<string, unknown>>({ mode: 'controlled', initialValues });
  const update = useUpdateObserverItems(detail.id);
  const [problem, setProblem] = useState<string | null>(null);
  const changes = observerChanges(detail.inputs, form.values);
  const changed = Object.keys(changes).length > 0;

  const note = (field: MethodField) => {
    const measured = detail.measured[field.name];
    if (!measured || form.values[field.name] !== measured.value) return null;
    return (
      <Group gap={4} component="span" mt={2} data-testid={`measured-${field.name}`}>
        <IconVideo size={14} color="var(--mantine-color-indigo-9)" aria-hidden />
        <Text span size="xs" fw={600} c="indigo.9">
          {t('surveys.qec.observer.measured', {
            share: formatPercent(measured.share * 100, i18n.language, 0),
          })}
        </Text>
      </Group>
    );
  };

  const submit = form.onSubmit(() => {
    setProblem(null);
    update.mutate(changes, {
      onSuccess: () => notifySuccess(t('surveys.qec.observer.saved')),
      onError: (error) => {
        if (error instanceof ApiError) {
          const byItem = error.fieldErrors(ITEMS);
          form.setErrors(byItem);
          setProblem(error.generalMessages(Object.keys(byItem)).join(' ') || null);
        } else setProblem(t('errors.unexpected'));
        notifyError(t('surveys.qec.observer.save_failed'));
      },
    });
  });

  return (
    <Card withBorder padding="lg" data-testid="observer-part">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('surveys.qec.observer.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('methods.qec.intro')}
            </Text>
          </Stack>
          {analysing ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('surveys.qec.observer.analysing')}
            </Alert>
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <fieldset disabled={analysing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <QecObserverFields form={form} t={t} note={note} />
          </fieldset>
          <Group justify="flex-end" gap="sm">
            {changed ? (
              <Button variant="default" onClick={() => form.setValues(initialValues)}>
                {t('surveys.qec.observer.undo')}
              </Button>
            ) : null}
            <Button
              type="submit"
              color="blue.8"
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!changed || analysing}
              loading={update.isPending}
              data-testid="save-observer"
            >
              {t('surveys.qec.observer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
