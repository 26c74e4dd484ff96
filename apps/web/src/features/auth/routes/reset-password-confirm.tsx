import { resetConfirmBodySchema } from '@ergo/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { formError } from '../../../lib/form';
import { useApiForm } from '../../../lib/use-api-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthFormHeader } from '../components/auth-form-header';
import { AuthResult } from '../components/auth-result';

export function ResetPasswordConfirmRoute() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    resetConfirmBodySchema,
    {
      initialValues: { uid, token, password: '', password_confirm: '' },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    confirm.mutate(values, { onError: showError });
  });

  if (confirm.isSuccess) {
    return (
      <AuthResult
        kind="success"
        title={t('auth.reset_confirm.done_title')}
        message={t('auth.reset_confirm.done_body')}
      >
        <Button component={Link} to="/" fullWidth>
          {t('auth.activate.to_login')}
        </Button>
      </AuthResult>
    );
  }

  // A bad uid/token comes back as a general error (field uid/token is not an input here).
  const linkErrors = [form.errors.uid, form.errors.token].filter(
    (e): e is string => typeof e === 'string',
  );
  return (
    <>
      <AuthFormHeader
        title={t('auth.reset_confirm.title')}
        subtitle={t('auth.reset_confirm.subtitle')}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors
            messages={[
              ...generalErrors,
              ...linkErrors
                .map((error) => formError(t, error))
                .filter((text): text is string => typeof text === 'string'),
            ]}
          />
          <NewPasswordFields passwordLabel={t('fields.new_password')} inputProps={field} />
          <Button type="submit" size="md" fullWidth loading={confirm.isPending}>
            {t('auth.reset_confirm.submit')}
          </Button>
          <Anchor component={Link} to="/reset-password" size="sm" ta="center">
            {t('auth.reset_confirm.new_link')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
