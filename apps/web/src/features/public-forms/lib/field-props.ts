import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formError } from '../../../lib/form';

/** The props an input takes from the form, its error already in the page's language. */
export interface FieldProps {
  value: string | number;
  onChange: (value: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
  error: ReactNode;
}
export type FormField = (path: string) => FieldProps;

/** `field(path)` for a Mantine form: its input props, a catalogue-key error translated. */
export function translatedField<Values>(form: UseFormReturnType<Values>, t: TFunction): FormField {
  return (path) => {
    const props = form.getInputProps(path) as FieldProps;
    return { ...props, error: props.error ? formError(t, props.error) : undefined };
  };
}
