import { updateOrganizationBodySchema, type User } from '@ergo/contracts';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateOrganization } from '../api/update-organization';
import { useOnSettingsSaved } from '../lib/use-on-settings-saved';
import { SettingsFormSection } from './settings-form-section';

export function OrganizationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const org = user.organization;
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    updateOrganizationBodySchema.required({ name: true }),
    {
      initialValues: { name: org.name, description: org.description, keep_videos: org.keep_videos },
    },
  );
  const onSaved = useOnSettingsSaved(form);

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(
      { organizationId: org.organization_id, body: values },
      {
        onSuccess: onSaved,
        onError: showError,
      },
    );
  });

  return (
    <SettingsFormSection
      title={t('settings.organization.title')}
      description={t('settings.organization.description')}
      onSubmit={submit}
      generalErrors={generalErrors}
      saving={update.isPending}
      changed={form.isDirty()}
    >
      <TextInput label={t('fields.organization')} withAsterisk {...field('name')} />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={3}
        maxRows={8}
        {...field('description')}
      />
      <Switch
        label={t('settings.organization.keep_videos')}
        description={t('settings.organization.keep_videos_hint')}
        {...form.getInputProps('keep_videos', { type: 'checkbox' })}
      />
    </SettingsFormSection>
  );
}
