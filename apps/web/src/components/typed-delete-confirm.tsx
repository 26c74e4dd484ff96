import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §5: the word that must be typed to delete, whatever the interface language. */
export const DELETE_WORD = 'delete';

export function isDeleteWord(value: string): boolean {
  return value.trim().toLowerCase() === DELETE_WORD;
}

export interface TypedDeleteConfirmProps {
  opened: boolean;
  onClose: () => void;
  /** Runs once the word was typed; the modal stays open (with a spinner) until it settles. */
  onConfirm: () => Promise<unknown>;
  title: string;
  /** What is deleted and what goes with it. */
  description: ReactNode;
}

/**
 * Deleting an operation, task or assessment (SPEC §2, §5): the user types 'delete'; anything else
 * is refused with 'Unable to delete' / 'Please type delete in order to delete the selection'.
 */
export function TypedDeleteConfirm({
  opened,
  onClose,
  onConfirm,
  title,
  description,
}: TypedDeleteConfirmProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setValue('');
    setRefused(false);
    onClose();
  }

  async function confirm() {
    if (!isDeleteWord(value)) {
      setRefused(true);
      return;
    }
    setBusy(true);
    try {
      await onConfirm();
      setValue('');
      setRefused(false);
      onClose();
    } catch {
      // The caller reports the failure (toast); the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="md"
      data-testid="typed-delete-confirm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          {refused ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('typedDelete.unable_title')}
              role="alert"
            >
              {t('typedDelete.unable_body')}
            </Alert>
          ) : null}
          <TextInput
            label={t('typedDelete.label', { word: DELETE_WORD })}
            placeholder={DELETE_WORD}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setRefused(false);
            }}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('typedDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
