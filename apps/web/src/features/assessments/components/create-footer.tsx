import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The credit a new assessment uses, and the submit (with a cancel while a video uploads). Without
 * a video there is no analysis to fail, so the note does not promise the credit back.
 */
export function CreateFooter({
  credit,
  pending,
  onCancel,
  submitLabel,
  withVideo = true,
}: {
  credit: number | undefined;
  pending: boolean;
  /** offered while a video uploads */
  onCancel?: () => void;
  submitLabel: string;
  withVideo?: boolean;
}) {
  const { t } = useTranslation();
  const note = withVideo ? 'assessmentCreate.credit_note' : 'surveys.create.credit_note';
  return (
    <Group justify="space-between">
      <Text size="sm" c="gray.7">
        {credit !== undefined ? t(note, { credit }) : null}
      </Text>
      <Group gap="xs">
        {pending && onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('assessmentCreate.upload.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          leftSection={withVideo ? <IconUpload size={16} /> : <IconPlus size={16} />}
          loading={pending}
        >
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
