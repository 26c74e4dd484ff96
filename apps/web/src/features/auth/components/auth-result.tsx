import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

const ICONS = {
  success: { color: 'teal', icon: <IconCircleCheck size={30} /> },
  error: { color: 'red', icon: <IconCircleX size={30} /> },
  mail: { color: 'blue', icon: <IconMail size={30} /> },
} as const;

/** The outcome of a link or a submitted form: an icon, a title, a message and what to do next. */
export function AuthResult({
  kind,
  title,
  message,
  children,
}: {
  kind: keyof typeof ICONS;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  const { color, icon } = ICONS[kind];
  usePageTitle(title);
  return (
    <Stack align="center" gap="md" py="sm" data-testid={`auth-result-${kind}`}>
      <ThemeIcon size={60} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={24} ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        {message}
      </Text>
      {children}
    </Stack>
  );
}
