import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FieldProps = (path: string) => Record<string, unknown>;

/** Name and employee: what every new assessment asks first. */
export function DetailsCard({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('assessmentCreate.sections.details')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={t('assessmentCreate.fields.name')}
          placeholder={t('assessmentCreate.fields.name_placeholder')}
          withAsterisk
          {...field('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('assessmentCreate.fields.employee_name')}
            {...field('employee_name')}
          />
          <TextInput
            label={t('assessmentCreate.fields.employee_number')}
            {...field('employee_number')}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
