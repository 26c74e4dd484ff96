import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { GuideRoute } from './guide';
import { ResourcesRoute } from './resources';

function renderAt(url: string) {
  return renderScreen(
    <Routes>
      <Route path="/resources" element={<ResourcesRoute />} />
      <Route path="/resources/:guide" element={<GuideRoute />} />
    </Routes>,
    url,
  );
}

/** Heading levels in document order, to check there is one h1 and no level is skipped. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

const scrolled = vi.fn<(this: Element) => void>();

// Whole guides render in jsdom: slow on a loaded machine.
describe('Resource Centre routes', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    scrolled.mockReset();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.call(this);
    };
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('renders a guide by its URL, with its sections as anchored headings', () => {
    renderAt('/resources/filming');
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to film for a reliable analysis' }),
    ).toBeTruthy();
    const lighting = screen.getByRole('heading', { level: 2, name: 'Lighting' });
    expect(lighting.id).toBe('light');
    expect(
      screen.getByRole('link', { name: 'Link to this section: Lighting' }).getAttribute('href'),
    ).toBe('#light');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Lighting' }).getAttribute('href')).toBe('#light');
    // The camera drawing says in words what it shows.
    expect(screen.getByText('Too close: head and feet cut off')).toBeTruthy();
  });

  it('keeps one h1 and never skips a heading level', () => {
    for (const slug of ['filming', 'data', 'choosing', 'reading', 'faq']) {
      const view = renderAt(`/resources/${slug}`);
      const levels = headingLevels();
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });
      view.unmount();
    }
  });

  it('scrolls to the section named in the address', () => {
    renderAt('/resources/reading#heat-map');
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('heat-map'));
  });

  it('renders the Turkish guide in Turkish', async () => {
    await i18n.changeLanguage('tr');
    renderAt('/resources/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Mesleki SSS' })).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Videolarımız ve değerlendirme verilerimiz şifreleniyor mu?',
      }).id,
    ).toBe('encryption');
  });

  it('says so for an unknown guide', () => {
    renderAt('/resources/nothing-here');
    expect(screen.getByText('Guide not found')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists the five guides and finds one by a word of its body', () => {
    renderAt('/resources');
    for (const title of [
      'How to film for a reliable analysis',
      'What to supply for each method',
      'Which method to choose',
      'How to read the results',
      'Professional FAQ',
    ])
      expect(screen.getByRole('link', { name: new RegExp(title) })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the guides'), {
      target: { value: 'backlight' },
    });
    const results = screen.getByRole('region', { name: 'Search results' });
    const link = within(results).getAllByRole('link')[0];
    expect(link?.getAttribute('href')).toMatch(/^\/resources\/filming#/);
    expect(within(results).getAllByText(/backlight/i, { selector: 'mark' }).length).toBeGreaterThan(
      0,
    );
  });

  it('searches the Turkish guides with Turkish case folding', async () => {
    await i18n.changeLanguage('tr');
    renderAt('/resources');
    fireEvent.change(screen.getByLabelText('Rehberlerde arayın'), {
      target: { value: 'TERS IŞIK' },
    });
    const results = screen.getByRole('region', { name: 'Arama sonuçları' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/resources/filming#light');
  });
});
