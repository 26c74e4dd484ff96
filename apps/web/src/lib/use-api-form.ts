import { NON_FIELD } from '@ergo/contracts';
import { useForm, type UseFormInput } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/errors';
import { translatedInputProps, zodResolver } from './form';

/**
 * A Mantine form validated by a shared zod schema, with helpers to show a failed call:
 * errors naming an input go under that input, the rest in one alert above the form.
 */
export function useApiForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  input: Omit<UseFormInput<Values>, 'validate'>,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...input,
    validate: zodResolver(schema),
    // Submit what the schema outputs (trimmed, e-mail lower-cased), as the server will read it.
    transformValues: (values) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? { ...values, ...(parsed.data as Partial<Values>) } : values;
    },
  });
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const fields = Object.keys(input.initialValues ?? {});

  function field(path: string, options?: { type?: 'input' | 'checkbox' }) {
    return translatedInputProps(t, { ...form.getInputProps(path, options) });
  }

  function showError(error: unknown): void {
    if (error instanceof ApiError) {
      const byField = error.fieldErrors(fields.filter((name) => name !== NON_FIELD));
      form.setErrors(byField);
      setGeneralErrors(error.generalMessages(Object.keys(byField)));
    } else {
      setGeneralErrors([t('errors.unexpected')]);
    }
  }

  function clearGeneralErrors(): void {
    setGeneralErrors([]);
  }

  return { form, field, showError, generalErrors, clearGeneralErrors };
}
