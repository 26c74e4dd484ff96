import { setEmailBodySchema, type User } from '@ergo/contracts';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useSetEmail } from '../api/set-email';
import { SettingsSection } from './settings-section';

export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const setEmail = useSetEmail();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    setEmailBodySchema,
    {
      initialValues: { email: '', password: '' },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    setEmail.mutate(values, {
      onSuccess: (result) => {
        form.reset();
        notifySuccess(result.detail);
      },
      onError: showError,
    });
  });

  return (
    <SettingsSection
      title={t('settings.email.title')}
      description={t('settings.email.description')}
    >
      <Stack gap="md">
        <TextInput
          label={t('settings.email.current')}
          value={user.email}
          readOnly
          variant="filled"
        />
        {user.pending_email ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconMail size={18} />}
            data-testid="pending-email"
          >
            {t('settings.email.pending', { email: user.pending_email })}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrors messages={generalErrors} />
            <TextInput
              label={t('settings.email.new')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
            <PasswordInput
              label={t('fields.current_password')}
              description={t('settings.email.password_hint')}
              autoComplete="current-password"
              withAsterisk
              {...field('password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={setEmail.isPending}>
                {t('settings.email.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SettingsSection>
  );
}
