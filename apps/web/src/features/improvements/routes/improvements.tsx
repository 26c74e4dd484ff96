import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AreaUnavailable } from '../../../components/area-unavailable';

export function ImprovementsRoute() {
  const { t } = useTranslation();
  return (
    <AreaUnavailable
      title={t('nav.improvements')}
      description={t('improvements.description')}
      icon={<IconLayoutKanban size={32} stroke={1.5} />}
      plannedItems={[
        t('improvements.planned_1'),
        t('improvements.planned_2'),
        t('improvements.planned_3'),
      ]}
    />
  );
}
