import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** From this limit on a text input shows how much of it is used ("12 / 150"). */
export const COUNTER_FROM = 150;

/**
 * A screen reader hears the count only this close to the limit: a live region that spoke on every
 * keystroke would talk over the typing (the GOV.UK character-count pattern does the same).
 */
export function nearLimit(length: number, max: number): boolean {
  return max - length <= Math.max(20, Math.ceil(max / 10));
}

/** "12 / 150" under the input, said politely to a screen reader once it nears the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const used = number.format(length);
  const limit = number.format(max);
  return (
    <Text
      size="xs"
      c={length >= max ? 'red.8' : 'gray.7'}
      ta="end"
      mt={4}
      data-testid="character-count"
    >
      <span aria-hidden>{`${used} / ${limit}`}</span>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {nearLimit(length, max) ? t('common.characters_used', { used, max: limit }) : ''}
      </VisuallyHidden>
    </Text>
  );
}

/**
 * Props that hold a text input to its schema's limit (`maxLengthOf` in the contracts): the
 * browser stops typing at the limit, so the server's length error cannot happen; from
 * COUNTER_FROM on, a counter under the input.
 */
export function textLimitProps(
  max: number | undefined,
  value: unknown,
  { counter = true }: { counter?: boolean } = {},
): { maxLength?: number; inputContainer?: (children: ReactNode) => ReactNode } {
  if (max === undefined) return {};
  if (!counter || max < COUNTER_FROM) return { maxLength: max };
  const length = typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
  return {
    maxLength: max,
    inputContainer: (children) => (
      <>
        {children}
        <CharacterCount length={length} max={max} />
      </>
    ),
  };
}
