import { Box, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconActivityHeartbeat,
  IconChartBar,
  IconLanguage,
  IconShieldCheck,
} from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import classes from './auth-layout.module.css';

/** Frame of the signed-out screens: product story on the left, the form on the right. */
export function AuthLayout() {
  const { t } = useTranslation();
  const points = [
    { icon: <IconActivityHeartbeat size={18} />, text: t('auth.layout.point_methods') },
    { icon: <IconChartBar size={18} />, text: t('auth.layout.point_results') },
    { icon: <IconShieldCheck size={18} />, text: t('auth.layout.point_security') },
    { icon: <IconLanguage size={18} />, text: t('auth.layout.point_languages') },
  ];
  return (
    <div className={classes.root}>
      <aside className={classes.story}>
        <Brand inverted />
        <Stack gap="lg" maw={440}>
          {/* A paragraph, not the h1: the side panel is hidden on a phone, and the screen is about
              its form, whose title is the h1 (AuthFormHeader, AuthResult). */}
          <Text c="white" fz={34} fw={700} lh={1.2}>
            {t('auth.layout.headline')}
          </Text>
          <Text c="blue.0" fz="md">
            {t('auth.layout.subline')}
          </Text>
          <List spacing="sm" center>
            {points.map((point) => (
              <List.Item
                key={point.text}
                icon={
                  <ThemeIcon size={28} radius="xl" variant="white" color="blue">
                    {point.icon}
                  </ThemeIcon>
                }
              >
                <Text c="white" fz="sm">
                  {point.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text c="blue.1" fz="xs">
          {t('auth.layout.footer', { year: new Date().getFullYear() })}
        </Text>
      </aside>
      <main className={classes.main}>
        <Group justify="space-between" className={classes.topbar}>
          <Box className={classes.mobileBrand}>
            <Brand />
          </Box>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <div className={classes.center}>
          <Paper
            className={classes.card}
            radius="lg"
            p={{ base: 'lg', sm: 36 }}
            withBorder
            shadow="sm"
          >
            <Outlet />
          </Paper>
        </div>
      </main>
    </div>
  );
}
