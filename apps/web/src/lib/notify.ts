import { notifications } from '@mantine/notifications';

/** SPEC §2/§9: toasts vanish after 3000 ms. */
export const TOAST_MS = 3000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: TOAST_MS });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: TOAST_MS });
}
