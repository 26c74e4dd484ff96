import { translate, type Language } from '@ergo/contracts';
import type { AppContext } from '../../context';

type MailKind = 'activation' | 'reset' | 'email_change' | 'unlock';

/** Who a mail goes to, in their own language (`email` differs for an address being changed). */
export function recipientOf(
  user: { email: string; firstName: string; language: string },
  email = user.email,
) {
  return {
    email,
    name: user.firstName,
    language: user.language === 'tr' ? ('tr' as const) : ('en' as const),
  };
}
const PATHS: Record<MailKind, string> = {
  activation: 'activate',
  reset: 'reset-password',
  email_change: 'confirm-email',
  unlock: 'unlock',
};

/**
 * Mails a link (activation, reset, e-mail change, unlock) in the user's language. A mail failure is logged
 * and does not undo the account change: the user can ask for the link again.
 */
export async function sendLinkMail(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  kind: MailKind,
  to: { email: string; name: string; language: Language },
  link: { uid: string; token: string },
): Promise<void> {
  const url = `${ctx.config.publicUrl}/${PATHS[kind]}/${link.uid}/${link.token}`;
  const params = { name: to.name, link: url };
  try {
    await ctx.mailer.send({
      to: to.email,
      subject: translate(`mail.${kind}_subject`, to.language, params),
      text: translate(`mail.${kind}_body`, to.language, params),
      link: url,
    });
  } catch (error) {
    log.error({ err: error, kind }, 'could not send mail');
  }
}

/**
 * Tells the owner of an address that someone tried to register it again. Registration answers a
 * taken address exactly like a new one, so this mail is the only place that says it has an account.
 */
export async function sendRegistrationNotice(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  to: { email: string; name: string; language: Language },
): Promise<void> {
  const params = {
    name: to.name,
    login: `${ctx.config.publicUrl}/`,
    reset: `${ctx.config.publicUrl}/reset-password`,
  };
  try {
    await ctx.mailer.send({
      to: to.email,
      subject: translate('mail.registration_attempt_subject', to.language, params),
      text: translate('mail.registration_attempt_body', to.language, params),
      link: params.reset,
    });
  } catch (error) {
    log.error({ err: error, kind: 'registration_attempt' }, 'could not send mail');
  }
}

/**
 * Tells the previous address that the sign-in address changed, with a link that gives it back (the
 * new address alone can no longer reset the password of the old owner).
 */
export async function sendEmailChangedNotice(
  ctx: AppContext,
  log: { error: (obj: object, msg: string) => void },
  to: { email: string; name: string; language: Language },
  change: { email: string; undo: { uid: string; token: string } },
): Promise<void> {
  const link = `${ctx.config.publicUrl}/${PATHS.email_change}/${change.undo.uid}/${change.undo.token}`;
  const params = { name: to.name, email: change.email, link };
  try {
    await ctx.mailer.send({
      to: to.email,
      subject: translate('mail.email_changed_subject', to.language, params),
      text: translate('mail.email_changed_body', to.language, params),
      link,
    });
  } catch (error) {
    log.error({ err: error, kind: 'email_changed' }, 'could not send mail');
  }
}
