import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastContainer } from '../components/toast-container';
import { i18n } from '../i18n';
import { renderScreen } from '../test/render';
import { notifyError, notifySuccess } from './notify';

describe('toasts', () => {
  afterEach(async () => {
    act(() => notifications.clean());
    await i18n.changeLanguage('en');
  });

  it("names the close button in the reader's language (axe: button-name)", async () => {
    renderScreen(<ToastContainer />);
    act(() => notifySuccess('Operation deleted.', 'Done'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Operation deleted.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    await act(() => i18n.changeLanguage('tr'));
    act(() => notifyError('Bulunamadı.'));
    expect(await screen.findByRole('button', { name: 'Kapat' })).toBeTruthy();
  });
});
