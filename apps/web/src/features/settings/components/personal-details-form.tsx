import { LANGUAGES, updateProfileBodySchema, type User } from '@ergo/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateProfile } from '../api/update-profile';
import { useOnSettingsSaved } from '../lib/use-on-settings-saved';
import { SettingsFormSection } from './settings-form-section';

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
      title={t('settings.personal.title')}
      description={t('settings.personal.description')}
      onSubmit={submit}
      generalErrors={generalErrors}
      saving={update.isPending}
      changed={form.isDirty()}
    >
      <TextInput label={t('fields.address')} autoComplete="street-address" {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.city')} autoComplete="address-level2" {...field('city')} />
        <TextInput label={t('fields.country')} autoComplete="country-name" {...field('country')} />
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
    </SettingsFormSection>
  );
}
