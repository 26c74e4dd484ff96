import { updateProfileBodySchema, type User } from '@ergo/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateProfile } from '../api/update-profile';
import { useOnSettingsSaved } from '../lib/use-on-settings-saved';
import { SettingsFormSection } from './settings-form-section';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    updateProfileBodySchema.required({ first_name: true, last_name: true }),
    {
      initialValues: {
        first_name: user.first_name,
        last_name: user.last_name,
        job_title: user.job_title,
        phone: user.phone,
      },
    },
  );
  const onSaved = useOnSettingsSaved(form);

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(values, {
      onSuccess: onSaved,
      onError: showError,
    });
  });

  return (
    <SettingsFormSection
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
      onSubmit={submit}
      generalErrors={generalErrors}
      saving={update.isPending}
      changed={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.first_name')}
          withAsterisk
          autoComplete="given-name"
          {...field('first_name')}
        />
        <TextInput
          label={t('fields.last_name')}
          withAsterisk
          autoComplete="family-name"
          {...field('last_name')}
        />
        <TextInput
          label={t('fields.job_title')}
          autoComplete="organization-title"
          {...field('job_title')}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('fields.phone_placeholder')}
          {...field('phone')}
        />
      </SimpleGrid>
    </SettingsFormSection>
  );
}
