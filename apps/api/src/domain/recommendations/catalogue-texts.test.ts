import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  LANGUAGES,
  RECOMMENDATION_CATALOGUE,
  type CatalogueEntry,
} from '@ergo/contracts';
import {
  actionOf,
  catalogueTextsOf,
  isCatalogueTimeframe,
  isTypedSuggestion,
  updatedCatalogueTexts,
  type KeptTexts,
} from './catalogue-texts';
import { servedTexts } from './served-texts';

const trunk = catalogueEntry('posture.trunk');
const figure = {
  key: 'recommendations.measured.area_score',
  params: { part_key: 'heatMap.parts.trunk', score: 3, level_key: 'heatMap.levels.moderate' },
};

const kept = (changes: Partial<KeptTexts> = {}): KeptTexts => ({
  title: trunk.title.en,
  risk_factor: trunk.risk.tr,
  measured: 'Trunk score 3 (medium)',
  timeframe: 'Within a month',
  action_points: trunk.actions.map((action) => action.text.en),
  ...changes,
});

const row = (texts: KeptTexts, priority: 'IMMEDIATE' | 'SOON' | 'PLANNED' = 'SOON') => ({
  factorKey: 'posture.trunk',
  title: texts.title,
  riskFactor: texts.risk_factor,
  measured: texts.measured,
  timeframe: texts.timeframe,
  actionPoints: [...texts.action_points],
  priority,
});

describe('which texts of a kept recommendation are the catalogue’s', () => {
  it('matches exact catalogue texts in either language, and nothing else', () => {
    const refs = catalogueTextsOf('posture.trunk', kept(), [figure]);
    expect(refs).toMatchObject({ title: true, risk: true, timeframe: true });
    expect(refs.measured).toEqual(figure);
    expect(refs.actions.map((a) => a?.at)).toEqual(trunk.actions.map((_, index) => index));

    const edited = catalogueTextsOf(
      'posture.trunk',
      kept({
        title: `${trunk.title.en}.`,
        measured: 'Trunk score 4 (high)',
        timeframe: 'Before the summer shutdown',
        action_points: ['Order a lift table'],
      }),
      [figure],
    );
    expect(edited).toEqual({
      title: false,
      risk: true,
      timeframe: false,
      measured: null,
      actions: [null],
    });
  });

  it('takes nothing from the catalogue for a recommendation written by hand, but its timeframe', () => {
    expect(catalogueTextsOf(null, kept(), [])).toEqual({
      title: false,
      risk: false,
      timeframe: true,
      measured: null,
      actions: trunk.actions.map(() => null),
    });
  });

  it('finds every catalogue text again after the form: none has spaces at its ends or a line break', () => {
    const texts = Object.values(RECOMMENDATION_CATALOGUE).flatMap((entry) => [
      entry.title,
      entry.risk,
      ...entry.actions.map((action) => action.text),
      ...entry.suggestions.map((suggestion) => suggestion.text),
    ]);
    const awkward = texts
      .flatMap((text) => LANGUAGES.map((lang) => text[lang]))
      .filter((text) => text !== text.trim() || text.includes('\n'));
    expect(awkward).toEqual([]);
  });

  it('knows every priority’s timeframe in both languages', () => {
    for (const text of ['Start now; control within a week', 'Bir ay içinde', 'Üç ay içinde'])
      expect(isCatalogueTimeframe(text)).toBe(true);
    expect(isCatalogueTimeframe('Within a fortnight')).toBe(false);
  });

  it('matches only the texts an update sends, and a figure only against the stored one', () => {
    const current = catalogueTextsOf('posture.trunk', kept(), [figure]);
    const update = updatedCatalogueTexts('posture.trunk', current, {
      title: 'Raise the pallet',
      measured: 'Gövde puanı 3 (orta)',
    });
    expect(update).toEqual({ ...current, title: false, measured: figure });
    // a board move or a new priority sends no text: everything stays where it came from
    expect(updatedCatalogueTexts('posture.trunk', current, {})).toEqual(current);
  });

  it('finds an action that moved in the entry by its English text, and none that was reworded', () => {
    const [first, second] = trunk.actions;
    if (!first || !second) throw new Error('too few actions');
    const ref = { at: 0, en: first.text.en };
    const reordered: CatalogueEntry = { ...trunk, actions: [second, first] };
    expect(actionOf(reordered, ref)).toBe(first);
    const reworded: CatalogueEntry = {
      ...trunk,
      actions: [{ ...first, text: { en: 'Something else', tr: 'Başka bir şey' } }],
    };
    expect(actionOf(reworded, ref)).toBeNull();
  });

  it('tells a suggestion’s own text from an edited one', () => {
    const [option] = trunk.suggestions;
    if (!option) throw new Error('no suggestion');
    expect(isTypedSuggestion('posture.trunk', option.key, option.text.tr)).toBe(false);
    expect(isTypedSuggestion('posture.trunk', option.key, `${option.text.en} (x2)`)).toBe(true);
    expect(isTypedSuggestion('posture.trunk', 'not_a_key', option.text.en)).toBe(true);
    expect(isTypedSuggestion(null, option.key, option.text.en)).toBe(true);
  });
});

describe('a kept recommendation served in the reader’s language', () => {
  it('renders the catalogue’s texts in Turkish, the timeframe of the priority as it is now, and typed ones as typed', () => {
    const texts = kept({ action_points: [trunk.actions[0]?.text.en ?? '', 'Order a lift table'] });
    const refs = catalogueTextsOf('posture.trunk', texts, [figure]);
    const served = servedTexts(row(texts, 'IMMEDIATE'), refs, 'tr');
    expect(served).toEqual({
      title: trunk.title.tr,
      risk_factor: trunk.risk.tr,
      measured: 'Gövde puanı 3 (orta)',
      timeframe: 'Hemen başlayın; bir hafta içinde önlem alın',
      action_points: [trunk.actions[0]?.text.tr, 'Order a lift table'],
      typed: {
        title: false,
        risk_factor: false,
        measured: false,
        timeframe: false,
        action_points: [false, true],
      },
    });
  });

  it('serves a figure whose message no longer exists as it was kept', () => {
    const texts = kept();
    const refs = {
      ...catalogueTextsOf('posture.trunk', texts, [figure]),
      measured: { key: 'recommendations.measured.gone', params: {} },
    };
    expect(servedTexts(row(texts), refs, 'tr')).toMatchObject({
      measured: texts.measured,
      typed: { measured: true },
    });
  });
});
