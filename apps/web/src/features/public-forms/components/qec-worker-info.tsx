import { Paper, SimpleGrid, Stack, TextInput, NumberInput, Title } from '@mantine/core';
import { QEC_GENDERS } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/focus-field';
import type { FormField } from '../lib/field-props';
import { ChoiceCards } from './choice-cards';

/** The worker's own details (SPEC §3): job title, gender, age, working years. */
export function QecWorkerInfo({ field }: { field: FormField }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`methods.qec.fields.${name}.label`);
  const gender = field('gender');
  return (
    <Paper
      component="section"
      aria-labelledby="qec-about-you"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title order={2} fz="lg" mb="md" id="qec-about-you">
        {t('publicForms.qec.about_you')}
      </Title>
      <Stack gap="lg">
        <TextInput
          id={fieldId('job_title')}
          label={label('job_title')}
          placeholder={t('publicForms.qec.job_title_placeholder')}
          withAsterisk
          autoComplete="organization-title"
          {...field('job_title')}
        />
        <ChoiceCards
          id={fieldId('gender')}
          label={label('gender')}
          cols={3}
          options={QEC_GENDERS.map((code) => ({
            value: code,
            label: t(`methods.qec.fields.gender.options.${code}`),
          }))}
          value={String(gender.value ?? '')}
          onChange={gender.onChange}
          error={gender.error}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <NumberInput
            id={fieldId('age')}
            label={label('age')}
            description={t('publicForms.qec.age_hint')}
            withAsterisk
            min={14}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            inputMode="numeric"
            {...field('age')}
          />
          <NumberInput
            id={fieldId('working_years')}
            label={label('working_years')}
            description={t('publicForms.qec.working_years_hint')}
            withAsterisk
            min={0}
            max={70}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            inputMode="numeric"
            {...field('working_years')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
