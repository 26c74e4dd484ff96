import {
  maxLengthOf,
  RECOMMENDATION_PRIORITIES,
  recommendationInputSchema,
  type RecommendationPriority,
} from '@ergo/contracts';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { textLimitProps } from '../../../lib/text-limit';

/** The editable fields of a recommendation, as the form holds them. */
export interface RecommendationFields {
  title: string;
  priority: RecommendationPriority;
  timeframe: string;
  risk_factor: string;
  measured: string;
  /** one action point per line */
  action_points: string;
  owner: string;
  due_date: string;
}

export const emptyFields: RecommendationFields = {
  title: '',
  priority: 'PLANNED',
  timeframe: '',
  risk_factor: '',
  measured: '',
  action_points: '',
  owner: '',
  due_date: '',
};

/** The form's fields as the API takes them. */
export function toBody(fields: RecommendationFields) {
  return {
    title: fields.title.trim(),
    priority: fields.priority,
    timeframe: fields.timeframe.trim(),
    risk_factor: fields.risk_factor.trim(),
    measured: fields.measured.trim(),
    action_points: fields.action_points
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    owner: fields.owner.trim(),
    due_date: fields.due_date || null,
  };
}

const FIELDS = [
  'title',
  'priority',
  'timeframe',
  'risk_factor',
  'measured',
  'action_points',
  'owner',
  'due_date',
];

/** Create or edit a recommendation; the server's field errors are shown on their fields. */
export function RecommendationForm({
  opened,
  title,
  initial,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  title: string;
  initial: RecommendationFields;
  saving: boolean;
  onSave: (fields: RecommendationFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RecommendationFields>({
    initialValues: initial,
    validate: {
      title: (value) => (value.trim() ? null : t('recommendations.title_required')),
    },
    // Each text input's limit (and counter) from the schema the server validates with.
    enhanceGetInputProps: ({ field, inputProps }) =>
      textLimitProps(maxLengthOf(recommendationInputSchema, String(field)), inputProps.value),
  });
  // A timeframe left as the catalogue gives a priority follows a new priority; a typed one stays
  // (issue 30: the card showed the new priority beside the old priority's timeframe).
  const choosePriority = (value: string | null) => {
    const priority = RECOMMENDATION_PRIORITIES.find((p) => p === value);
    if (!priority) return;
    const timeframe = form.getValues().timeframe.trim();
    if (RECOMMENDATION_PRIORITIES.some((p) => t(`recommendations.timeframes.${p}`) === timeframe))
      form.setFieldValue('timeframe', t(`recommendations.timeframes.${priority}`));
    form.setFieldValue('priority', priority);
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors(FIELDS));
    }
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="recommendation-form">
        <Stack gap="sm">
          <TextInput
            label={t('recommendations.form.title')}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('recommendations.form.priority')}
              data={RECOMMENDATION_PRIORITIES.map((value) => ({
                value,
                label: t(`recommendations.priority.${value}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('priority')}
              onChange={choosePriority}
            />
            <TextInput
              label={t('recommendations.form.timeframe')}
              description={t('recommendations.form.timeframe_hint')}
              // below the field, so it stays level with the priority beside it
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('timeframe')}
            />
          </SimpleGrid>
          <Textarea
            label={t('recommendations.form.risk_factor')}
            autosize
            minRows={1}
            {...form.getInputProps('risk_factor')}
          />
          <Textarea
            label={t('recommendations.form.measured')}
            autosize
            minRows={1}
            {...form.getInputProps('measured')}
          />
          <Textarea
            label={t('recommendations.form.action_points')}
            description={t('recommendations.form.action_points_hint')}
            autosize
            minRows={3}
            {...form.getInputProps('action_points')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('recommendations.form.owner')} {...form.getInputProps('owner')} />
            <TextInput
              type="date"
              label={t('recommendations.form.due_date')}
              {...form.getInputProps('due_date')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} color="blue.8" data-testid="save-recommendation">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
