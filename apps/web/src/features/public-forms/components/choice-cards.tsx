import { Radio, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One required choice as radio cards: large touch targets on a phone, arrow keys between the
 * options, the chosen card marked by its filled dot (not by colour alone).
 */
export function ChoiceCards({
  id,
  label,
  options,
  value,
  onChange,
  onFocus,
  error,
  cols,
  testId,
}: {
  id: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  error?: ReactNode;
  cols: SimpleGridProps['cols'];
  testId?: string;
}) {
  return (
    <Radio.Group
      id={id}
      label={label}
      withAsterisk
      value={value}
      onChange={onChange}
      onFocus={onFocus}
      error={error}
      data-testid={testId}
      labelProps={{ mb: 'xs', fz: 'sm', fw: 600, style: { lineHeight: 1.4 } }}
    >
      <SimpleGrid cols={cols} spacing="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            radius="md"
            p="sm"
            withBorder
            style={error ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
          >
            <div style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
              <Radio.Indicator mt={1} />
              <Text size="sm" lh={1.35}>
                {option.label}
              </Text>
            </div>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
