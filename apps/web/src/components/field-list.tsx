import { emptyValue, type MethodField } from '@ergo/contracts';
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
import { formError } from '../lib/form';
import { methodKeys } from '../lib/method-labels';
import { ChoiceField } from './choice-field';

type Values = Record<string, unknown>;
export type FieldForm = UseFormReturnType<Values>;

/** The initial values of some fields: nothing chosen, boxes unticked, no number. */
export const fieldDefaults = (fields: readonly MethodField[]): Values =>
  Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));

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

/** How a list of fields is shown besides what their descriptors say. */
export interface FieldListOptions {
  /** whether every choice must be made (a method's inputs) or may stay empty (QEC observer items) */
  required?: boolean;
  /** the label of a field, given its catalogue label (e.g. with the item's letter) */
  label?: (field: MethodField, label: string) => string;
  /** a note under a field's label (e.g. that the video measured it), besides its hint */
  note?: (field: MethodField) => ReactNode;
}

/**
 * Fields drawn from their descriptors (the `fields` of a method, or QEC's observer items), with
 * labels from the catalogue under `methods.<code>.fields.<name>`.
 */
export function FieldList({
  code,
  fields,
  form,
  ...options
}: { code: string; fields: readonly MethodField[]; form: FieldForm } & FieldListOptions) {
  const { t } = useTranslation();
  const keys = methodKeys(code);
  const control = (field: MethodField, size?: 'sm') => (
    <FieldControl
      key={field.name}
      code={code}
      field={field}
      form={form}
      t={t}
      size={size}
      options={options}
    />
  );
  return (
    <Stack gap="md">
      {blocksOf(fields).map((block, index) => {
        if (block.kind === 'single') return control(block.field);
        if (block.kind === 'compact')
          return (
            <SimpleGrid key={index} cols={{ base: 1, sm: 2 }} spacing="md">
              {block.fields.map((field) => control(field))}
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
                  <Stack gap={6}>{fields.map((field) => control(field, 'sm'))}</Stack>
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
  code,
  field,
  form,
  t,
  size,
  options: { required = true, label: labelOf, note },
}: {
  code: string;
  field: MethodField;
  form: FieldForm;
  t: TFunction;
  size?: 'sm';
  options: FieldListOptions;
}): ReactNode {
  const keys = methodKeys(code);
  const name = field.name;
  const catalogueLabel = t(keys.label(name));
  const label = labelOf ? labelOf(field, catalogueLabel) : catalogueLabel;
  const hint = field.hint ? t(keys.hint(name)) : undefined;
  const extra = note?.(field);
  const description =
    hint && extra ? (
      <>
        {hint}
        {extra}
      </>
    ) : (
      (hint ?? extra)
    );
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
            description={description}
            value={text || null}
            onChange={(value) => choose(value ?? '')}
            error={error}
            data={options}
            allowDeselect={!required}
            clearable={!required}
            withAsterisk={required}
            placeholder={t('assessmentCreate.select_placeholder')}
          />
        );
      return (
        <ChoiceField
          label={label}
          description={description}
          cols={field.columns}
          testId={`field-${name.replaceAll('_', '-')}`}
          value={text}
          onChange={choose}
          error={error}
          options={options}
          required={required}
          onClear={required ? undefined : () => choose('')}
        />
      );
    }
    case 'flag':
      return (
        <Checkbox
          size={size}
          label={label}
          description={description}
          {...form.getInputProps(name, { type: 'checkbox' })}
        />
      );
    case 'multi':
      return (
        <Checkbox.Group
          label={label}
          description={description}
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
          description={description}
          withAsterisk={required}
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
