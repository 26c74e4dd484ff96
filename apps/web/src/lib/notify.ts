import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from '../i18n';
import classes from './notify.module.css';

/** SPEC §2/§9: toasts vanish after 3000 ms. */
export const TOAST_MS = 3000;

/**
 * Every toast the same way: its close button named in the reader's language (Mantine leaves it
 * unnamed) and its text in the body colour (Mantine dims a titled toast's text to 3.3:1).
 */
function toast(color: string, message: string, title?: string): NotificationData {
  return {
    color,
    title,
    message,
    autoClose: TOAST_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    classNames: { description: classes.description },
  };
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show(toast('teal', message, title));
}

export function notifyError(message: string, title?: string): void {
  notifications.show(toast('red', message, title));
}
