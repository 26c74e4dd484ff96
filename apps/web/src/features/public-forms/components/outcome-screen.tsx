import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockOff,
  IconHourglass,
  IconLinkOff,
} from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import type { LinkOutcome } from '../api/open-link';

const KINDS = {
  done: { color: 'teal', icon: <IconCircleCheck size={34} /> },
  link_failed: { color: 'red', icon: <IconLinkOff size={32} /> },
  closed: { color: 'orange', icon: <IconClockOff size={32} /> },
  busy: { color: 'yellow', icon: <IconHourglass size={32} /> },
  failed: { color: 'red', icon: <IconAlertTriangle size={32} /> },
} as const;

/**
 * A screen that replaces the form: an icon, the one h1 and the message. The heading takes the
 * focus so that a screen reader announces the change and the page starts at its top.
 */
export function OutcomeScreen({
  kind,
  title,
  message,
  children,
}: {
  kind: keyof typeof KINDS;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  const { color, icon } = KINDS[kind];
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" gap="md" data-testid={`outcome-${kind}`}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28} ta="center" ref={heading} tabIndex={-1} style={{ outline: 0 }}>
          {title}
        </Title>
        <Text ta="center" size="md" maw={480}>
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** SPEC §2, §4: the 'Done' screen after a submission. */
export function DoneScreen() {
  const { t } = useTranslation();
  return (
    <OutcomeScreen kind="done" title={t('publicForms.done_title')} message={t('forms.submitted')}>
      <Text c="gray.7" size="sm" ta="center">
        {t('publicForms.done_hint')}
      </Text>
    </OutcomeScreen>
  );
}

/** SPEC §8: a bad, expired or revoked link. */
export function LinkFailedScreen() {
  const { t } = useTranslation();
  return (
    <OutcomeScreen
      kind="link_failed"
      title={t('publicForms.link_failed_title')}
      message={t('qec.activation_failed')}
    >
      <Text c="gray.7" size="sm" ta="center" maw={480}>
        {t('publicForms.link_failed_hint')}
      </Text>
    </OutcomeScreen>
  );
}

/** Past the checklist's deadline: the server's message (it names the deadline), and no form. */
export function ClosedScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return <OutcomeScreen kind="closed" title={t('publicForms.closed_title')} message={message} />;
}

/** SPEC §8: any other failure. */
export function SomethingWentWrongScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <OutcomeScreen
      kind="failed"
      title={t('errors.something_went_wrong')}
      message={t('publicForms.something_went_wrong')}
    >
      <Button variant="default" onClick={onRetry}>
        {t('publicForms.try_again')}
      </Button>
    </OutcomeScreen>
  );
}

/** Why a link gave no form: the screen for each refusal. */
export function LinkRefusedScreen({
  outcome,
  onRetry,
}: {
  outcome: Extract<LinkOutcome<unknown>, { ok: false }>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (outcome.status === 404) return <LinkFailedScreen />;
  if (outcome.status === 410) return <ClosedScreen message={outcome.message} />;
  if (outcome.status === 429)
    return (
      <OutcomeScreen kind="busy" title={t('publicForms.busy_title')} message={outcome.message}>
        <Button variant="default" onClick={onRetry}>
          {t('publicForms.try_again')}
        </Button>
      </OutcomeScreen>
    );
  return <SomethingWentWrongScreen onRetry={onRetry} />;
}

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={80} gap="md" aria-busy>
      <Loader aria-hidden />
      <Title order={1} fz="md" fw={400} c="gray.7">
        {t('publicForms.loading')}
      </Title>
    </Stack>
  );
}
