import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';

/** Logout confirmation (SPEC §2): signing out needs one more click. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  function confirm() {
    logout.mutate(undefined, {
      onSettled: () => {
        onClose();
        void navigate('/', { replace: true });
      },
    });
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('logout.title')}
      centered
      radius="md"
    >
      <Text size="sm" c="dimmed" mb="lg">
        {t('logout.body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={logout.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={confirm}
          loading={logout.isPending}
          data-testid="logout-confirm"
        >
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
