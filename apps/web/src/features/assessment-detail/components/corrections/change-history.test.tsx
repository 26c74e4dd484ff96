import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n';
import { renderScreen } from '../../../../test/render';
import { ChangeHistory } from './change-history';

// As GET …/overrides/ answers them: an angle's first correction keeps the camera's value before it.
const entries = [
  {
    field: 'angle.left_wrist_deviation',
    old_value: { measured: 29 },
    new_value: 5,
    user_name: 'Ayşe Yılmaz',
    at: '2026-11-21T06:52:11.737Z',
  },
  {
    field: 'angle.trunk_flexion',
    old_value: 40,
    new_value: { measured: 21.3 },
    user_name: 'Ayşe Yılmaz',
    at: '2026-11-21T06:50:00.000Z',
  },
];

const cells = (row: Element | undefined) =>
  [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);

describe('change history', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', ['29° (measured)', '5°'], ['40°', '21.3° (measured)']],
    ['tr', ['29° (ölçülen)', '5°'], ['40°', '21,3° (ölçülen)']],
  ] as const)(
    '%s: says the measured value an angle had before and after',
    async (lang, first, second) => {
      await i18n.changeLanguage(lang);
      const { getByTestId } = renderScreen(<ChangeHistory method="reba" entries={entries} />);
      const rows = getByTestId('override-history').querySelectorAll('tbody tr');
      expect(cells(rows[0]).slice(1, 3)).toEqual(first);
      expect(cells(rows[1]).slice(1, 3)).toEqual(second);
    },
  );
});
