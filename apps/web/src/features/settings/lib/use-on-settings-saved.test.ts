import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useOnSettingsSaved } from './use-on-settings-saved';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn() }));

const withI18n = ({ children }: { children: ReactNode }) =>
  createElement(I18nextProvider, { i18n }, children);

describe('useOnSettingsSaved', () => {
  it('takes the saved values as unchanged, ignoring what the form does not hold, and says so', () => {
    const { result } = renderHook(
      () => {
        const form = useForm({ initialValues: { first_name: 'Ada', job_title: '' } });
        return { form, onSaved: useOnSettingsSaved(form) };
      },
      { wrapper: withI18n },
    );
    act(() => result.current.form.setFieldValue('job_title', 'Engineer'));
    expect(result.current.form.isDirty()).toBe(true);

    // The server answers with the whole user, not only the fields of this form.
    const savedUser = {
      id: 'u1',
      email: 'ada@example.com',
      first_name: 'Ada',
      job_title: 'Engineer',
    };
    act(() => result.current.onSaved(savedUser));
    expect(result.current.form.isDirty()).toBe(false);
    expect(notifySuccess).toHaveBeenCalledWith('Your changes have been saved.');
  });
});
