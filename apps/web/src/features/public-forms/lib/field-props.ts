import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formError } from '../../../lib/form';
import { textLimitProps } from '../../../lib/text-limit';

/** The props an input takes from the form, its error already in the page's language. */
export interface FieldProps {
  value: string | number;
  onChange: (value: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
  error: ReactNode;
  /** a text input's limit, from the contract's schema, and its counter */
  maxLength?: number;
  inputContainer?: (children: ReactNode) => ReactNode;
}
export type FormField = (path: string) => FieldProps;

/**
 * `field(path)` for a Mantine form: its input props, a catalogue-key error translated, and a text
 * input's `maxLength` (with a counter) from `limitOf` — the contract schema's limit of that path.
 */
export function translatedField<Values>(
  form: UseFormReturnType<Values>,
  t: TFunction,
  limitOf: (path: string) => number | undefined = () => undefined,
): FormField {
  return (path) => {
    const props = form.getInputProps(path) as FieldProps;
    return {
      ...props,
      ...textLimitProps(limitOf(path), props.value),
      error: props.error ? formError(t, props.error) : undefined,
    };
  };
}
