import type { MethodDescriptor, MethodField } from '@ergo/contracts';
import { Checkbox, MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputShortLabel, optionShortLabel } from '../../../../lib/method-labels';

/**
 * A method's inputs as compact controls, one per field of its descriptor, labelled with the
 * catalogue's short labels. Used to correct a completed assessment's inputs and to fix an input
 * the analysis refused. `errors` names a field's problem under it.
 */
export function InputCorrections({
  method,
  values,
  onChange,
  errors = {},
}: {
  method: MethodDescriptor;
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  errors?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="input-corrections">
      {method.fields.map((field) => (
        <InputControl
          key={field.name}
          code={method.code}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </SimpleGrid>
  );
}

function InputControl({
  code,
  field,
  value,
  error,
  onChange,
}: {
  code: string;
  field: MethodField;
  value: unknown;
  error: ReactNode;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = inputShortLabel(t, code, field.name);
  const option = (optionCode: string) => ({
    value: optionCode,
    label: optionShortLabel(t, code, field.name, optionCode),
  });
  switch (field.kind) {
    case 'choice':
      return (
        <Select
          label={label}
          data={field.codes.map(option)}
          // A stored code the method no longer has shows as nothing chosen.
          value={typeof value === 'string' && field.codes.includes(value) ? value : null}
          onChange={(next) => next && onChange(next)}
          allowDeselect={false}
          error={error}
        />
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
      return (
        <MultiSelect
          label={label}
          data={field.codes.map(option)}
          value={chosen}
          onChange={onChange}
          placeholder={chosen.length > 0 ? undefined : t('overrides.none')}
          error={error}
        />
      );
    }
    case 'flag':
      return (
        <Checkbox
          mt="xs"
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          decimalScale={field.decimals}
          suffix={` ${field.unit}`}
          onChange={(next) => typeof next === 'number' && onChange(next)}
          error={error}
        />
      );
  }
}
