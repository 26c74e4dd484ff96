import { updateProfileBodySchema, type User } from '@ergo/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

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

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({
          first_name: saved.first_name,
          last_name: saved.last_name,
          job_title: saved.job_title,
          phone: saved.phone,
        });
        notifySuccess(t('settings.saved'));
      },
      onError: showError,
    });
  });

  return (
    <SettingsSection
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
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
