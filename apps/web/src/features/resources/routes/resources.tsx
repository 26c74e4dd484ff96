import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AreaUnavailable } from '../../../components/area-unavailable';

export function ResourcesRoute() {
  const { t } = useTranslation();
  return (
    <AreaUnavailable
      title={t('nav.resources')}
      description={t('resources.description')}
      icon={<IconBook2 size={32} stroke={1.5} />}
      plannedItems={[t('resources.planned_1'), t('resources.planned_2'), t('resources.planned_3')]}
    />
  );
}
