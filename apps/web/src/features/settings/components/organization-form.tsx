import { updateOrganizationBodySchema, type User } from '@ergo/contracts';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateOrganization } from '../api/update-organization';
import { SettingsSection } from './settings-section';

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

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(
      { organizationId: org.organization_id, body: values },
      {
        onSuccess: (saved) => {
          form.resetDirty({
            name: saved.name,
            description: saved.description,
            keep_videos: saved.keep_videos,
          });
          notifySuccess(t('settings.saved'));
        },
        onError: showError,
      },
    );
  });

  return (
    <SettingsSection
      title={t('settings.organization.title')}
      description={t('settings.organization.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
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
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
