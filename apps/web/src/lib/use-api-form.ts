import { NON_FIELD } from '@ergo/contracts';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { formMaxLength, translatedInputProps, zodResolver, type FormSchema } from './form';
import { revealFirstError } from './reveal-error';
import { textLimitProps } from './text-limit';

/**
 * A Mantine form validated by a shared zod schema (or a FormCheck), with helpers to show a failed
 * call: errors naming an input go under that input, the rest in one alert above the form. After a
 * failed submit (the schema's check or the server's answer) the first error is scrolled into view
 * and focused; every text input takes its `maxLength` (and a counter) from the schema.
 */
export function useApiForm<Values extends Record<string, unknown>>(
  schema: FormSchema,
  input: Omit<UseFormInput<Values>, 'validate'>,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...input,
    validate: zodResolver(schema),
    // The schema's text limit on every input of the form, so the server's length error cannot happen.
    enhanceGetInputProps: ({ field: path, inputProps }) =>
      textLimitProps(formMaxLength(schema, String(path)), inputProps.value, {
        counter: !String(path).endsWith('email'),
      }),
    // Submit what the schema outputs (trimmed, e-mail lower-cased), as the server will read it.
    transformValues: (values) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? { ...values, ...(parsed.data as Partial<Values>) } : values;
    },
  });
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const fields = Object.keys(input.initialValues ?? {});
  // The submitted form, and a count of failures to reveal once their errors are drawn.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) revealFirstError(formElement.current ?? document);
  }, [failures]);

  /** Scrolls to and focuses the first error once it is drawn (after the next render). */
  function revealErrors(): void {
    setFailures((count) => count + 1);
  }

  const onSubmit: UseFormReturnType<Values>['onSubmit'] = (handleSubmit, handleFailure) => {
    const submit = form.onSubmit(handleSubmit, (errors, values, event) => {
      handleFailure?.(errors, values, event);
      revealErrors();
    });
    return (event) => {
      if (event?.currentTarget instanceof HTMLFormElement)
        formElement.current = event.currentTarget;
      submit(event);
    };
  };

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
    revealErrors();
  }

  function clearGeneralErrors(): void {
    setGeneralErrors([]);
  }

  return {
    form: { ...form, onSubmit },
    field,
    showError,
    revealErrors,
    generalErrors,
    clearGeneralErrors,
  };
}
