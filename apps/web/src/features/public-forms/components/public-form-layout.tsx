import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { LanguageSwitch } from '../../../components/language-switch';

/** Frame of the public forms: the brand and the language switch above one narrow column. */
export function PublicFormLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size={760} px={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" wrap="nowrap" h={60}>
            <Brand />
            <LanguageSwitch size="sm" />
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Container size={760} px={{ base: 'sm', xs: 'md', sm: 'lg' }} py="lg">
          {children}
        </Container>
      </Box>
    </Box>
  );
}
