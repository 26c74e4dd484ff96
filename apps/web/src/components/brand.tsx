import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconStretching } from '@tabler/icons-react';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} color="blue">
        <IconStretching size={22} stroke={1.8} />
      </ThemeIcon>
      <Text
        fw={700}
        fz="lg"
        c={inverted ? 'white' : undefined}
        style={{ letterSpacing: '-0.01em' }}
      >
        ErgoAssess
      </Text>
    </Group>
  );
}
