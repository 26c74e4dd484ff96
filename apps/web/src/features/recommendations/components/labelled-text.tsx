import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Label: value" in one line of body text, the label in bold (risk factor, measured, owner…). */
export function LabelledText({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
