import { qecLinkRequestSchema, type QecDetail } from '@ergo/contracts';
import { Alert, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { formatInstant } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateQecLink, useRevokeQecLink } from '../api/qec-link';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PublicLink } from './public-link';

const DEFAULT_DAYS = 30;

/**
 * The workers' link of a QEC: made here (open for 1–90 days), given out by copy or QR code, and
 * revoked when it should stop working. A new link replaces the old one.
 */
export function QecLinkCard({ detail }: { detail: QecDetail }) {
  const { t, i18n } = useTranslation();
  const create = useCreateQecLink(detail.id);
  const revoke = useRevokeQecLink(detail.id);
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = detail.url !== null;

  function makeLink() {
    setConfirming(null);
    setProblem(null);
    const parsed = qecLinkRequestSchema.safeParse({
      expires_in_days: days === '' ? undefined : days,
    });
    if (!parsed.success) {
      setDaysError(t(parsed.error.issues[0]?.message ?? 'qec.link_days_range'));
      return;
    }
    setDaysError(null);
    create.mutate(parsed.data?.expires_in_days, {
      onSuccess: () => notifySuccess(t('surveys.qec.link.created')),
      onError: (error) => {
        setProblem(error instanceof ApiError ? error.message : t('errors.unexpected'));
        notifyError(t('surveys.qec.link.create_failed'));
      },
    });
  }

  function revokeLink() {
    setProblem(null);
    revoke.mutate(undefined, {
      onSuccess: ({ detail: message }) => {
        setConfirming(null);
        notifySuccess(message);
      },
      onError: (error) => {
        setConfirming(null);
        setProblem(error instanceof ApiError ? error.message : t('errors.unexpected'));
        notifyError(t('surveys.qec.link.revoke_failed'));
      },
    });
  }

  return (
    <Card withBorder padding="lg" data-testid="workers-link">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('surveys.qec.link.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('surveys.qec.link.hint')}
          </Text>
        </Stack>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {open && detail.url ? (
          <PublicLink url={detail.url} qrLabel={t('surveys.qec.link.qr_label')}>
            {detail.token_expires_at ? (
              <Text size="sm" data-testid="link-expiry">
                {t('surveys.link.open_until', {
                  date: formatInstant(detail.token_expires_at, i18n.language),
                })}
              </Text>
            ) : null}
          </PublicLink>
        ) : (
          <Text size="sm" data-testid="no-link">
            {t('surveys.qec.link.none')}
          </Text>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('surveys.qec.link.days')}
            value={days}
            onChange={(value) => {
              setDays(value);
              setDaysError(null);
            }}
            min={1}
            max={90}
            allowDecimal={false}
            error={daysError}
            w={150}
          />
          <Button
            leftSection={open ? <IconRefresh size={16} /> : <IconLink size={16} />}
            variant={open ? 'default' : 'filled'}
            color={open ? undefined : 'blue.8'}
            loading={create.isPending}
            onClick={() => (open ? setConfirming('replace') : makeLink())}
            data-testid="create-link"
          >
            {open ? t('surveys.qec.link.replace') : t('surveys.qec.link.create')}
          </Button>
          {open ? (
            <Button
              leftSection={<IconLinkOff size={16} />}
              variant="outline"
              color="red.8"
              onClick={() => setConfirming('revoke')}
              data-testid="revoke-link"
            >
              {t('surveys.qec.link.revoke')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming === 'revoke'}
        title={t('surveys.qec.link.revoke_title')}
        body={t('surveys.qec.link.revoke_body')}
        confirmLabel={t('surveys.qec.link.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={revokeLink}
        onClose={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'replace'}
        title={t('surveys.qec.link.replace_title')}
        body={t('surveys.qec.link.replace_body')}
        confirmLabel={t('surveys.qec.link.replace')}
        onConfirm={makeLink}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
