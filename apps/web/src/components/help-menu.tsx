import { ActionIcon, Menu } from '@mantine/core';
import { IconBook2, IconHelp, IconRefresh, IconRoute } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { notifyError, notifySuccess } from '../lib/notify';
import { setTourHidden } from './onboarding-tour';
import { useCurrentPageTour } from './tour-registry';

// The menu hands focus back to its button as it closes; the tour starts after that, so it keeps it.
const AFTER_MENU_CLOSES_MS = 120;

/**
 * The header's help menu: this screen's tour again, every tour again, and the Resource Centre.
 */
export function HelpMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tour = useCurrentPageTour();
  const [busy, setBusy] = useState(false);

  const showAll = async () => {
    setBusy(true);
    try {
      await setTourHidden(queryClient, null, false);
      notifySuccess(t('help.all_tours_shown'));
      // This screen's own tour starts now; the others on their screen's next visit.
      if (tour) window.setTimeout(() => tour.restart({ unhide: false }), AFTER_MENU_CLOSES_MS);
    } catch {
      notifyError(t('help.all_tours_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" width={270} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('help.menu')}
          data-testid="help-menu"
        >
          <IconHelp size={22} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('help.title')}</Menu.Label>
        <Menu.Item
          leftSection={<IconRoute size={16} />}
          disabled={!tour}
          onClick={() => {
            if (tour) window.setTimeout(() => tour.restart({ unhide: true }), AFTER_MENU_CLOSES_MS);
          }}
          data-testid="help-tour-this-page"
        >
          {tour ? t('help.tour_this_page') : t('help.no_tour_here')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRefresh size={16} />}
          disabled={busy}
          onClick={() => void showAll()}
          data-testid="help-tours-all"
        >
          {t('help.tours_all')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={NavLink}
          to="/resources"
          leftSection={<IconBook2 size={16} />}
          data-testid="help-resources"
        >
          {t('help.resources')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
