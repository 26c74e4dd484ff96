import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnlockAccount } from '../api/unlock-account';
import { LinkActionPage } from '../components/link-action-page';

/** The page the mailed unlock link opens: it forgets the failed sign-ins, then offers to log in. */
export function UnlockRoute() {
  const { t } = useTranslation();
  return (
    <LinkActionPage
      mutation={useUnlockAccount()}
      pending={t('auth.unlock.pending')}
      success={() => ({
        title: t('auth.unlock.success_title'),
        message: t('auth.unlock.success_body'),
        signIn: t('auth.unlock.to_login'),
      })}
      failure={{
        title: t('auth.unlock.error_title'),
        hint: t('auth.unlock.error_hint'),
        more: (
          <Anchor component={Link} to="/reset-password" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        ),
      }}
    />
  );
}
