import { LANGUAGES, type Language } from '@ergo/contracts';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value: Language = i18n.language === 'tr' ? 'tr' : 'en';
  return (
    <SegmentedControl
      size={size}
      radius="md"
      aria-label={t('language.label')}
      value={value}
      onChange={(next) => void changeLanguage(next)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: language.toUpperCase(),
      }))}
      data-testid="language-switch"
    />
  );
}
