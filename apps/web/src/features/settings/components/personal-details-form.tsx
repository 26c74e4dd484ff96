import { LANGUAGES, updateProfileBodySchema, type User } from '@ergo/contracts';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

function timezones(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

export function PersonalDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const zones = useMemo(() => timezones(user.timezone), [user.timezone]);
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    updateProfileBodySchema,
    {
      initialValues: {
        address: user.address,
        city: user.city,
        country: user.country,
        language: user.language,
        timezone: user.timezone,
      },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    update.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({
          address: saved.address,
          city: saved.city,
          country: saved.country,
          language: saved.language,
          timezone: saved.timezone,
        });
        notifySuccess(t('settings.saved'));
      },
      onError: showError,
    });
  });

  return (
    <SettingsSection
      title={t('settings.personal.title')}
      description={t('settings.personal.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          <TextInput
            label={t('fields.address')}
            autoComplete="street-address"
            {...field('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.city')} autoComplete="address-level2" {...field('city')} />
            <TextInput
              label={t('fields.country')}
              autoComplete="country-name"
              {...field('country')}
            />
            <Select
              label={t('fields.language')}
              description={t('fields.language_hint')}
              data={LANGUAGES.map((language) => ({
                value: language,
                label: t(`language.${language}`),
              }))}
              allowDeselect={false}
              {...field('language')}
            />
            <Select
              label={t('fields.timezone')}
              description={t('fields.timezone_hint')}
              data={zones}
              searchable
              nothingFoundMessage={t('common.nothing_found')}
              {...field('timezone')}
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
