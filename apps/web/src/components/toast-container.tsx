import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/notify';
import classes from './toast-container.module.css';

/**
 * Where toasts show: below the header on a wide screen, at the bottom on a phone, never over the
 * header (toast-container.module.css). Each toast is a live region (role="alert"), so screen
 * readers announce it, and closes after TOAST_MS (SPEC: 3000 ms).
 *
 * Its own module so the app can load it after the first screen (app.tsx): the container and its
 * transition library are not needed to sign in.
 */
export function ToastContainer() {
  return (
    <Notifications
      position="top-right"
      classNames={{ root: classes.root }}
      autoClose={TOAST_MS}
      limit={4}
    />
  );
}
