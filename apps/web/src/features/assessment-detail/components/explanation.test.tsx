import type { ExplainedStep } from '@ergo/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { StepLine } from './explanation';

const lookUp: ExplainedStep = {
  id: 'reba.table_a',
  text: 'REBA Tablo A: gövde 3, boyun/bacaklar 2/3 → 6',
  value: 6,
  part: null,
  table: 'reba.table_a',
  row: 3,
  column: '2/3',
};

describe('an explained table look-up', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names the table in the reader’s language, not by its id', async () => {
    await i18n.changeLanguage('tr');
    renderScreen(<StepLine step={lookUp} />);
    expect(screen.getByText('REBA Tablo A · satır 3 · sütun 2/3')).toBeTruthy();
  });

  it('in English', () => {
    renderScreen(<StepLine step={lookUp} />);
    expect(screen.getByText('REBA Table A · row 3 · column 2/3')).toBeTruthy();
  });
});
