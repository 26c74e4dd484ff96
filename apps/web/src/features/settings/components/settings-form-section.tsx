import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/form-errors';
import { SettingsSection } from './settings-section';

/**
 * A settings section holding one form that saves with "Save changes": the errors that belong to
 * no input, the inputs, then the button, enabled only once something has changed.
 */
export function SettingsFormSection({
  title,
  description,
  onSubmit,
  generalErrors,
  saving,
  changed,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  generalErrors: string[];
  saving: boolean;
  changed: boolean;
  /** The inputs. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={title} description={description}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!changed}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
