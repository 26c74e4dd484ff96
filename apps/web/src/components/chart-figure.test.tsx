import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderScreen } from '../test/render';
import { ChartFigure, type ChartTable } from './chart-figure';

const table: ChartTable = {
  caption: 'Trunk: trunk flexion over time',
  columns: ['Time', 'Angle'],
  rows: [
    { key: '0', cells: ['0 s', '12°'] },
    { key: '1', cells: ['1 s', '61°'] },
  ],
};

const figure = () =>
  renderScreen(
    <ChartFigure name="Trunk" summary="Trunk flexion: median 24°." table={table}>
      <svg data-testid="drawing" />
    </ChartFigure>,
  );

describe('ChartFigure: every graph has a text alternative (issue 18)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is a figure named by the chart, described by its summary, the drawing hidden from AT', () => {
    figure();
    screen.getByRole('figure', { name: 'Trunk', description: 'Trunk flexion: median 24°.' });
    expect(screen.getByTestId('drawing').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('"Show data" is a real button that opens a table with a caption and header cells', () => {
    figure();
    const toggle = screen.getByRole('button', { name: 'Show data (Trunk)' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('button', { name: 'Hide data (Trunk)' });
    const data = screen.getByRole('table', { name: 'Trunk: trunk flexion over time' });
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(data)).toBe(true);
    const columns = within(data).getAllByRole('columnheader');
    expect(columns.map((c) => [c.textContent, c.getAttribute('scope')])).toEqual([
      ['Time', 'col'],
      ['Angle', 'col'],
    ]);
    const rows = within(data).getAllByRole('rowheader');
    expect(rows.map((r) => [r.textContent, r.getAttribute('scope')])).toEqual([
      ['0 s', 'row'],
      ['1 s', 'row'],
    ]);
    within(data).getByRole('cell', { name: '61°' });
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    figure();
    expect(screen.getByRole('button', { name: 'Verileri göster (Trunk)' })).toBeTruthy();
  });

  it('an operable drawing (a heat map of buttons) stays reachable', () => {
    renderScreen(
      <ChartFigure name="Heat map" summary="All low." table={table} drawingHidden={false}>
        <button type="button">Trunk</button>
      </ChartFigure>,
    );
    expect(screen.getByRole('button', { name: 'Trunk' })).toBeTruthy();
  });
});
