import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';

/**
 * What a settings form does once the server has saved it: the saved values (as the server
 * normalised them) become the form's unchanged state, so "Save changes" is disabled again until
 * the next edit, and a notification confirms the save.
 */
export function useOnSettingsSaved<Values extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'resetDirty'>,
): (saved: Values) => void {
  const { t } = useTranslation();
  return (saved) => {
    // The response is the whole user or organization: keep only the form's own fields, or the
    // extra ones would count as changes.
    const fields = Object.keys(form.getValues());
    form.resetDirty(Object.fromEntries(fields.map((name) => [name, saved[name]])) as Values);
    notifySuccess(t('settings.saved'));
  };
}
