import { emptyValue, type MethodDescriptor, type MethodField } from '@ergo/contracts';
import {
  Checkbox,
  Input,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formError } from '../../../lib/form';
import { methodKeys } from '../../../lib/method-labels';
import { ChoiceField } from './choice-field';

type Values = Record<string, unknown>;
type Form = UseFormReturnType<Values>;

/** The initial values of a method's inputs: nothing chosen, boxes unticked, no number. */
export const methodDefaults = (method: MethodDescriptor): Values =>
  Object.fromEntries(method.fields.map((field) => [field.name, emptyValue(field)]));

/** Drop-downs and numbers are short: consecutive ones share a two-column grid. */
const isCompact = (field: MethodField) =>
  field.kind === 'number' || (field.kind === 'choice' && field.display === 'select');

/** A run of fields laid out together: compact ones in a grid, a workstation area's flags in cards. */
type Block =
  | { kind: 'single'; field: MethodField }
  | { kind: 'compact'; fields: MethodField[] }
  | { kind: 'groups'; groups: { group: string; fields: MethodField[] }[] };

function blocksOf(fields: readonly MethodField[]): Block[] {
  const blocks: Block[] = [];
  for (const field of fields) {
    const last = blocks.at(-1);
    if (isCompact(field)) {
      if (last?.kind === 'compact') last.fields.push(field);
      else blocks.push({ kind: 'compact', fields: [field] });
    } else if (field.kind === 'flag' && field.group) {
      const groups = last?.kind === 'groups' ? last.groups : [];
      if (last?.kind !== 'groups') blocks.push({ kind: 'groups', groups });
      const group = groups.find((g) => g.group === field.group);
      if (group) group.fields.push(field);
      else groups.push({ group: field.group, fields: [field] });
    } else blocks.push({ kind: 'single', field });
  }
  return blocks;
}

/** The inputs of one method (SPEC §3), drawn from its descriptor. */
export function MethodFields({ method, form }: { method: MethodDescriptor; form: Form }) {
  const { t } = useTranslation();
  const keys = methodKeys(method.code);
  const control = (field: MethodField) => (
    <FieldControl key={field.name} method={method} field={field} form={form} t={t} />
  );
  return (
    <Stack gap="md">
      {blocksOf(method.fields).map((block, index) => {
        if (block.kind === 'single') return control(block.field);
        if (block.kind === 'compact')
          return (
            <SimpleGrid key={index} cols={{ base: 1, sm: 2 }} spacing="md">
              {block.fields.map(control)}
            </SimpleGrid>
          );
        return (
          <Stack key={index} gap="md">
            <Input.Label>{t(keys.groupsTitle)}</Input.Label>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {block.groups.map(({ group, fields }) => (
                <Paper key={group} withBorder radius="md" p="sm">
                  <Text size="sm" fw={600} mb={6}>
                    {t(keys.group(group))}
                  </Text>
                  <Stack gap={6}>
                    {fields.map((field) => (
                      <FieldControl
                        key={field.name}
                        method={method}
                        field={field}
                        form={form}
                        t={t}
                        size="sm"
                      />
                    ))}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

function FieldControl({
  method,
  field,
  form,
  t,
  size,
}: {
  method: MethodDescriptor;
  field: MethodField;
  form: Form;
  t: TFunction;
  size?: 'sm';
}): ReactNode {
  const keys = methodKeys(method.code);
  const name = field.name;
  const label = t(keys.label(name));
  const hint = field.hint ? t(keys.hint(name)) : undefined;
  const errorValue = form.errors[name];
  const error = errorValue ? formError(t, errorValue) : undefined;
  const value = form.values[name];
  const text = typeof value === 'string' ? value : '';
  const choose = (value: string) => {
    form.setFieldValue(name, value);
    form.clearFieldError(name);
  };
  switch (field.kind) {
    case 'choice': {
      const options = field.codes.map((code) => ({
        value: code,
        label: t(keys.option(name, code)),
        hint: field.optionHints ? t(keys.optionHint(name, code)) : undefined,
      }));
      if (field.display === 'select')
        return (
          <Select
            label={label}
            description={hint}
            value={text || null}
            onChange={(value) => choose(value ?? '')}
            error={error}
            data={options}
            allowDeselect={false}
            withAsterisk
            placeholder={t('assessmentCreate.select_placeholder')}
          />
        );
      return (
        <ChoiceField
          label={label}
          cols={field.columns}
          testId={`field-${name.replaceAll('_', '-')}`}
          value={text}
          onChange={choose}
          error={error}
          options={options}
        />
      );
    }
    case 'flag':
      return (
        <Checkbox
          size={size}
          label={label}
          description={hint}
          {...form.getInputProps(name, { type: 'checkbox' })}
        />
      );
    case 'multi':
      return (
        <Checkbox.Group
          label={label}
          description={hint}
          value={Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []}
          onChange={(value) => form.setFieldValue(name, value)}
          error={error}
        >
          <Stack gap={8} mt={6}>
            {field.codes.map((code) => (
              <Checkbox key={code} value={code} label={t(keys.option(name, code))} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={hint}
          withAsterisk
          min={field.min}
          max={field.max}
          decimalScale={field.decimals}
          suffix={` ${field.unit}`}
          {...form.getInputProps(name)}
          error={error}
        />
      );
  }
}
