import { Button, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A single choice shown as radio cards (a few options, each with a short explanation). Required by
 * default; an optional one (`onClear`) can be emptied again once chosen.
 */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  error,
  description,
  cols = 2,
  testId,
  required = true,
  onClear,
}: {
  label: string;
  options: { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  cols?: number;
  testId?: string;
  required?: boolean;
  /** offered when the choice is optional: removes the chosen answer */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      description={description}
      withAsterisk={required}
      value={value}
      onChange={onChange}
      error={error}
      data-testid={testId}
    >
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" p="sm" withBorder>
            <div style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
              <Radio.Indicator mt={2} />
              <div>
                <Text size="sm" fw={600}>
                  {option.label}
                </Text>
                {option.hint ? (
                  <Text size="xs" c="dimmed">
                    {option.hint}
                  </Text>
                ) : null}
              </div>
            </div>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {onClear && value ? (
        <Group mt={4}>
          <Button
            variant="subtle"
            size="compact-xs"
            color="gray"
            c="gray.8"
            onClick={onClear}
            aria-label={t('surveys.fields.clear_named', { field: label })}
          >
            {t('surveys.fields.clear')}
          </Button>
        </Group>
      ) : null}
    </Radio.Group>
  );
}
