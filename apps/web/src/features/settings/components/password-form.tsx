import { setPasswordBodySchema } from '@ergo/contracts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useSetPassword } from '../api/set-password';
import { SettingsSection } from './settings-section';

export function PasswordForm() {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    setPasswordBodySchema,
    {
      initialValues: { current_password: '', password: '', password_confirm: '' },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    setPassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('settings.password.changed'));
      },
      onError: showError,
    });
  });

  return (
    <SettingsSection
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <FormErrors messages={generalErrors} />
          <PasswordInput
            label={t('fields.current_password')}
            autoComplete="current-password"
            withAsterisk
            {...field('current_password')}
          />
          <NewPasswordFields passwordLabel={t('fields.new_password')} inputProps={field} />
          <Group justify="flex-end">
            <Button type="submit" loading={setPassword.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
