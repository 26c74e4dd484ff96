import { Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A required single choice shown as radio cards (a few options, each with a short explanation). */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  error,
  cols = 2,
  testId,
}: {
  label: string;
  options: { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  cols?: number;
  testId?: string;
}) {
  return (
    <Radio.Group
      label={label}
      withAsterisk
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
    </Radio.Group>
  );
}
