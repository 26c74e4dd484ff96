import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconSettings, IconStretching } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useMe } from '../api/get-me';
import { Brand } from '../components/brand';
import { CreditBadge } from '../components/credit-badge';
import { HelpMenu } from '../components/help-menu';
import { LanguageSwitch } from '../components/language-switch';
import { PageLoader } from '../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { LogoutModal } from '../features/auth';
import { NotificationBell } from '../features/notifications';
import { getStoredCredit } from '../browser/session';
import classes from './app-layout.module.css';
import { NAV_ITEMS } from './navigation';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase() || '?';
}

/** The signed-in frame: sidebar with every area, header with credit, language and the user menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  const location = useLocation();
  const { data: user } = useMe();
  const credit = user?.organization.credit ?? getStoredCredit();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" className={classes.controls}>
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
            />
            {/* On a phone the name gives way to the icon, so the header's controls all fit. */}
            <Box visibleFrom="xs">
              <Brand />
            </Box>
            <ThemeIcon
              hiddenFrom="xs"
              size={34}
              radius="md"
              color="blue"
              role="img"
              aria-label="ErgoAssess"
              className={classes.logo}
            >
              <IconStretching size={22} stroke={1.8} />
            </ThemeIcon>
          </Group>
          <Group gap="sm" wrap="nowrap" className={classes.controls}>
            {credit !== null ? <CreditBadge credit={credit} /> : null}
            <NotificationBell />
            <HelpMenu />
            <LanguageSwitch />
            <Menu position="bottom-end" width={240} shadow="md">
              <Menu.Target>
                {/* Named by what it shows (WCAG 2.5.3 Label in Name): the user's name where it is
                    written, then "Account menu"; the initials repeat the name, for the eye only. */}
                <UnstyledButton data-testid="user-menu">
                  <Group gap={8} wrap="nowrap">
                    <Avatar color="blue" radius="xl" size={34} aria-hidden>
                      {user ? initials(user.first_name, user.last_name) : ''}
                    </Avatar>
                    <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
                      {fullName}
                    </Text>
                    <VisuallyHidden>{t('header.user_menu')}</VisuallyHidden>
                    <Box component="span" visibleFrom="xs" lh={0}>
                      <IconChevronDown size={14} />
                    </Box>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} c="dark">
                      {fullName}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {user?.email}
                    </Text>
                  </Stack>
                </Menu.Label>
                <Menu.Divider />
                <Menu.Item
                  component={RouterNavLink}
                  to="/settings"
                  leftSection={<IconSettings size={16} />}
                >
                  {t('nav.settings')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconLogout size={16} />}
                  onClick={logout.open}
                  data-testid="logout"
                >
                  {t('header.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                label={t(item.labelKey)}
                leftSection={<item.icon size={20} stroke={1.6} />}
                active={
                  location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)
                }
                onClick={nav.close}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                fw={500}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          {user ? (
            <Stack gap={0} p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Text size="xs" c="dimmed">
                {t('header.organization')}
              </Text>
              <Text size="sm" fw={600} truncate>
                {user.organization.name}
              </Text>
            </Stack>
          ) : null}
        </AppShell.Section>
      </AppShell.Navbar>

      {/* tabIndex -1: the skip link's target takes the focus, so Tab goes on from the content. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <LogoutModal opened={logoutOpened} onClose={logout.close} />
    </AppShell>
  );
}
