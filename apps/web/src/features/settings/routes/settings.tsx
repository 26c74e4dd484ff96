import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconId, IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../../api/get-me';
import { PageHeader } from '../../../components/page-header';
import { EmailForm } from '../components/email-form';
import { OrganizationForm } from '../components/organization-form';
import { PasswordForm } from '../components/password-form';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { ProfileForm } from '../components/profile-form';

const TABS = ['profile', 'personal', 'email', 'password', 'organization'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function SettingsRoute() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {user ? (
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next && next !== 'profile' ? { tab: next } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
              {t('settings.tabs.profile')}
            </Tabs.Tab>
            <Tabs.Tab value="personal" leftSection={<IconId size={16} />}>
              {t('settings.tabs.personal')}
            </Tabs.Tab>
            <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
              {t('settings.tabs.email')}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
              {t('settings.tabs.password')}
            </Tabs.Tab>
            <Tabs.Tab value="organization" leftSection={<IconBuilding size={16} />}>
              {t('settings.tabs.organization')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileForm user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="personal">
            <PersonalDetailsForm user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="email">
            <EmailForm user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <PasswordForm />
          </Tabs.Panel>
          <Tabs.Panel value="organization">
            <OrganizationForm user={user} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={280} />
        </Stack>
      )}
    </>
  );
}
