import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { GuideLink, guidePath } from './guide-link';

describe('GuideLink', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('points at a guide, or at one of its sections', () => {
    expect(guidePath({ guide: 'filming' })).toBe('/resources/filming');
    expect(guidePath({ guide: 'reading', section: 'heat-map' })).toBe(
      '/resources/reading#heat-map',
    );
  });

  it('reads “How to read this” and names its topic for screen readers', () => {
    renderScreen(<GuideLink guide="reading" section="kinematics" topic="Kinematics" />);
    const link = screen.getByRole('link', { name: 'How to read this: Kinematics' });
    expect(link.getAttribute('href')).toBe('/resources/reading#kinematics');
  });

  it('says the same in Turkish', async () => {
    await i18n.changeLanguage('tr');
    renderScreen(<GuideLink guide="filming" label={i18n.t('resources.links.filming')} />);
    expect(
      screen.getByRole('link', { name: 'Güvenilir bir analiz için nasıl çekim yapılır' }),
    ).toBeTruthy();
  });
});
