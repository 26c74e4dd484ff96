import { Button, Loader, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRunOnce } from '../../../lib/use-run-once';
import { AuthResult } from './auth-result';

/** The two parts of a mailed link (/…/:uid/:token), posted as they are. */
export interface LinkTokens {
  uid: string;
  token: string;
}

/**
 * The page a mailed link opens (activation, unlock): it posts the link's uid and token once (also
 * under StrictMode; link tokens are single-use), shows `pending` meanwhile, then the outcome: on
 * success a title, a message and a button to sign in; on failure the server's message, a hint,
 * any further way on, and the way back to sign-in.
 */
export function LinkActionPage<Result>({
  mutation,
  pending,
  success,
  failure,
}: {
  mutation: UseMutationResult<Result, Error, LinkTokens>;
  pending: string;
  /** The success screen for the server's answer; `signIn` labels the button to the sign-in screen. */
  success: (result: Result) => { title: string; message: string; signIn: string };
  failure: { title: string; hint: string; more?: ReactNode };
}) {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const { mutate } = mutation;
  const run = useCallback(() => mutate({ uid, token }), [mutate, uid, token]);
  useRunOnce(`${uid}/${token}`, run);

  if (mutation.isSuccess) {
    const { title, message, signIn } = success(mutation.data);
    return (
      <AuthResult kind="success" title={title} message={message}>
        <Button component={Link} to="/" fullWidth>
          {signIn}
        </Button>
      </AuthResult>
    );
  }
  if (mutation.isError) {
    return (
      <AuthResult kind="error" title={failure.title} message={mutation.error.message}>
        <Text size="sm" c="dimmed" ta="center">
          {failure.hint}
        </Text>
        {failure.more}
        <Button component={Link} to="/" variant="default" fullWidth>
          {t('auth.back_to_login')}
        </Button>
      </AuthResult>
    );
  }
  return (
    <Stack align="center" py="xl" gap="md">
      <Loader />
      <Text c="dimmed">{pending}</Text>
    </Stack>
  );
}
