import type { VideoAssessmentType } from '@ergo/contracts';
import {
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  ROSA_DURATION_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  ROSA_SPEC_FLAGS,
  RULA_LOAD_CODES,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_GRIP_CODES,
} from '@ergo/ergonomics';
import {
  Checkbox,
  Input,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formError } from '../../../lib/form';
import { ChoiceField } from './choice-field';

type Values = Record<string, unknown>;
type Form = UseFormReturnType<Values>;

/** Catalogue key part of an input code ('LESS_THAN_5' → 'less_than_5'). */
export const codeKey = (code: string) => code.toLowerCase();

/** The initial values of each method's inputs (SPEC §3). */
export function methodDefaults(type: VideoAssessmentType): Values {
  switch (type) {
    case 'reba':
      return { load: '', coupling: '', shock: false, activity: [] as string[] };
    case 'rula':
      return { load: '', muscle_use: false };
    case 'wisha':
      return {
        load_weight: '',
        lifting_frequency: '',
        shift_duration: '',
        grip_quality: '',
        work_environment: '',
      };
    case 'rosa':
      return {
        duration: '',
        seat_pan_distance: '',
        ...Object.fromEntries(ROSA_SPEC_FLAGS.map((flag) => [flag, false])),
      };
  }
}

/** SPEC §3 ROSA checkbox flags, grouped by the area they belong to. */
const ROSA_AREAS: { area: string; flags: (typeof ROSA_SPEC_FLAGS)[number][] }[] = [
  { area: 'chair_height', flags: ['chair_insufficient_leg_space', 'chair_not_adjustable'] },
  { area: 'seat_pan', flags: ['pan_not_adjustable'] },
  { area: 'armrest', flags: ['armrest_hard_or_damaged', 'armrest_not_adjustable'] },
  { area: 'back_support', flags: ['backrest_not_adjustable'] },
  { area: 'monitor', flags: ['monitor_too_far', 'monitor_glare'] },
  {
    area: 'mouse',
    flags: ['mouse_keyboard_different_heights', 'mouse_pinch_grip', 'mouse_palmrest'],
  },
  { area: 'keyboard', flags: ['keyboard_overhead_reach', 'keyboard_not_adjustable'] },
];

export function MethodFields({ type, form }: { type: VideoAssessmentType; form: Form }) {
  const { t } = useTranslation();
  const error = (path: string) => {
    const value = form.errors[path];
    return value ? formError(t, value) : undefined;
  };
  const choice = (path: string, codes: readonly string[], prefix: string, withHint = false) => ({
    value: typeof form.values[path] === 'string' ? form.values[path] : '',
    onChange: (value: string) => {
      form.setFieldValue(path, value);
      form.clearFieldError(path);
    },
    error: error(path),
    options: codes.map((code) => ({
      value: code,
      label: t(`assessmentCreate.${prefix}.${codeKey(code)}`),
      hint: withHint ? t(`assessmentCreate.${prefix}_hints.${codeKey(code)}`) : undefined,
    })),
  });
  const flag = (path: string) => form.getInputProps(path, { type: 'checkbox' });

  switch (type) {
    case 'reba':
      return (
        <Stack gap="md">
          <ChoiceField
            label={t('assessmentCreate.reba.load')}
            cols={3}
            testId="field-load"
            {...choice('load', REBA_LOAD_CODES, 'reba.load_options')}
          />
          <ChoiceField
            label={t('assessmentCreate.reba.coupling')}
            cols={2}
            testId="field-coupling"
            {...choice('coupling', REBA_COUPLING_CODES, 'reba.coupling_options', true)}
          />
          <Checkbox
            label={t('assessmentCreate.reba.shock')}
            description={t('assessmentCreate.reba.shock_hint')}
            {...flag('shock')}
          />
          <Checkbox.Group
            label={t('assessmentCreate.reba.activity')}
            description={t('assessmentCreate.reba.activity_hint')}
            value={(form.values.activity as string[] | undefined) ?? []}
            onChange={(value) => form.setFieldValue('activity', value)}
            error={error('activity')}
          >
            <Stack gap={8} mt={6}>
              {REBA_ACTIVITY_CODES.map((code) => (
                <Checkbox
                  key={code}
                  value={code}
                  label={t(`assessmentCreate.reba.activity_options.${codeKey(code)}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      );
    case 'rula':
      return (
        <Stack gap="md">
          <ChoiceField
            label={t('assessmentCreate.rula.load')}
            cols={2}
            testId="field-load"
            {...choice('load', RULA_LOAD_CODES, 'rula.load_options')}
          />
          <Checkbox
            label={t('assessmentCreate.rula.muscle_use')}
            description={t('assessmentCreate.rula.muscle_use_hint')}
            {...flag('muscle_use')}
          />
        </Stack>
      );
    case 'wisha': {
      const select = (path: string, codes: readonly string[], prefix: string) => {
        const props = choice(path, codes, prefix);
        return {
          value: props.value || null,
          onChange: (value: string | null) => props.onChange(value ?? ''),
          error: props.error,
          data: props.options,
          allowDeselect: false,
          withAsterisk: true,
          placeholder: t('assessmentCreate.select_placeholder'),
        };
      };
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('assessmentCreate.wisha.load_weight')}
            description={t('assessmentCreate.wisha.load_weight_hint')}
            withAsterisk
            min={0}
            max={500}
            decimalScale={1}
            suffix=" kg"
            {...form.getInputProps('load_weight')}
            error={error('load_weight')}
          />
          <Select
            label={t('assessmentCreate.wisha.lifting_frequency')}
            description={t('assessmentCreate.wisha.lifting_frequency_hint')}
            {...select('lifting_frequency', WISHA_FREQUENCY_CODES, 'wisha.frequency_options')}
          />
          <Select
            label={t('assessmentCreate.wisha.shift_duration')}
            {...select('shift_duration', WISHA_DURATION_CODES, 'wisha.duration_options')}
          />
          <Select
            label={t('assessmentCreate.wisha.grip_quality')}
            {...select('grip_quality', WISHA_GRIP_CODES, 'wisha.grip_options')}
          />
          <Select
            label={t('assessmentCreate.wisha.work_environment')}
            {...select('work_environment', WISHA_ENVIRONMENT_CODES, 'wisha.environment_options')}
          />
        </SimpleGrid>
      );
    }
    case 'rosa':
      return (
        <Stack gap="md">
          <ChoiceField
            label={t('assessmentCreate.rosa.duration')}
            cols={3}
            testId="field-duration"
            {...choice('duration', ROSA_DURATION_CODES, 'rosa.duration_options', true)}
          />
          <ChoiceField
            label={t('assessmentCreate.rosa.seat_pan_distance')}
            cols={3}
            testId="field-seat-pan"
            {...choice('seat_pan_distance', ROSA_SEAT_PAN_DISTANCE_CODES, 'rosa.seat_pan_options')}
          />
          <Input.Label>{t('assessmentCreate.rosa.flags')}</Input.Label>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {ROSA_AREAS.map(({ area, flags }) => (
              <Paper key={area} withBorder radius="md" p="sm">
                <Text size="sm" fw={600} mb={6}>
                  {t(`assessmentCreate.rosa.areas.${area}`)}
                </Text>
                <Stack gap={6}>
                  {flags.map((name) => (
                    <Checkbox
                      key={name}
                      size="sm"
                      label={t(`assessmentCreate.rosa.flag_labels.${name}`)}
                      {...flag(name)}
                    />
                  ))}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      );
  }
}
