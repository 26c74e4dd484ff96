import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/notify';

/**
 * Where toasts show. Its own module so the app can load it after the first screen (app.tsx):
 * the container and its transition library are not needed to sign in.
 */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_MS} limit={4} />;
}
