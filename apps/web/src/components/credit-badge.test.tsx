import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { renderScreen } from '../test/render';
import { CreditBadge } from './credit-badge';

const badge = () => screen.getByTestId('credit-badge');
/** The colour variables Mantine gives the badge: its background and its text. */
const colours = () => badge().getAttribute('style') ?? '';

describe('the header’s credit badge', () => {
  afterEach(() => changeLanguage('en'));

  it('shows a balance in teal, with the coins icon', () => {
    renderScreen(<CreditBadge credit={8} />);
    expect(badge().textContent).toBe('8 credits');
    expect(badge().dataset.empty).toBeUndefined();
    expect(colours()).toContain('teal');
    expect(badge().querySelector('.tabler-icon-coins')).toBeTruthy();
  });

  it('says an empty balance by colour, icon and words, as the out-of-credit notices do (issue 30)', () => {
    renderScreen(<CreditBadge credit={0} />);
    // "0 credits" stays readable: red 9 on red 0 is 5.1:1.
    expect(badge().textContent).toBe('0 credits. No credits left');
    expect(badge().dataset.empty).toBe('true');
    expect(colours()).toContain('red');
    expect(colours()).not.toContain('teal');
    expect(badge().querySelector('.tabler-icon-coin-off')).toBeTruthy();
  });

  it('in Turkish too', async () => {
    await changeLanguage('tr');
    renderScreen(<CreditBadge credit={0} />);
    expect(badge().textContent).toBe('0 kredi. Krediniz kalmadı');
  });
});
