import { useTranslation } from 'react-i18next';
import { useActivateAccount } from '../api/activate-account';
import { LinkActionPage } from '../components/link-action-page';

/** The page the mailed activation link opens: it activates the account, then offers to log in. */
export function ActivateRoute() {
  const { t } = useTranslation();
  return (
    <LinkActionPage
      mutation={useActivateAccount()}
      pending={t('auth.activate.pending')}
      success={(result) =>
        // A link opened again (a second click, a mail scanner) is no failure: offer sign-in.
        result.status === 'already_active'
          ? {
              title: t('auth.activate.already_title'),
              message: t('auth.activate.already_body'),
              signIn: t('auth.activate.sign_in'),
            }
          : {
              title: t('auth.activate.success_title'),
              message: t('auth.activate.success_body'),
              signIn: t('auth.activate.to_login'),
            }
      }
      failure={{ title: t('auth.activate.error_title'), hint: t('auth.activate.error_hint') }}
    />
  );
}
