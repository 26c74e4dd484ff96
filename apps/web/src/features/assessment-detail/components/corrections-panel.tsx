import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAdjustments,
  IconArrowBackUp,
  IconDeviceFloppy,
  IconHistory,
  IconRuler2,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeasuredSource, OverrideEntry } from '../api/schemas';
import { angleLabel } from '../lib/angle-label';
import { formatDateTime } from '../lib/dates';
import { formatNumber } from '../lib/format';
import { completeInputs, findMethod, type MethodField } from '@ergo/contracts';
import { inputShortLabel, optionShortLabel } from '../../../lib/method-labels';
import { measuredAngles, type AngleEntry, type PreviewResult } from '../lib/preview';
import { ScoreDisc } from './score-summary';

export interface CorrectionsProps {
  method: string;
  savedInputs: Record<string, unknown>;
  savedOverrides: Record<string, number | null>;
  measured: Record<string, MeasuredSource>;
  /** the corrections in force, with the measured value each replaced (from GET …/score/) */
  overridden: { key: string; measured: number | null; corrected: number }[];
  measuredScore: number | null;
  angleDraft: Record<string, number | null>;
  onAngleDraft: (draft: Record<string, number | null>) => void;
  inputDraft: Record<string, unknown> | null;
  onInputDraft: (draft: Record<string, unknown> | null) => void;
  preview: PreviewResult | null;
  previewFailed: boolean;
  savedScore: number | null;
  savedRisk: string;
  onSave: () => void;
  onDiscard: () => void;
  saving: boolean;
  saveError: string[];
  history: OverrideEntry[] | null | undefined;
}

/** Rows for corrected angles the measured list lacks (e.g. the other side), so every correction shows. */
function withOverriddenRows(
  entries: AngleEntry[],
  overridden: CorrectionsProps['overridden'],
): AngleEntry[] {
  const out = [...entries];
  for (const o of overridden) {
    if (out.some((e) => e.overrideKey === o.key)) continue;
    const sided = /^(left|right)_(.+)$/.exec(o.key);
    out.push({
      overrideKey: o.key,
      motion: sided?.[2] ?? o.key,
      side: (sided?.[1] as 'left' | 'right' | undefined) ?? null,
      value: o.measured ?? o.corrected,
      confidence: 1,
    });
  }
  return out;
}

/**
 * Correction (the ergonomist's word over the model's): override any measured angle of the
 * representative posture and any method input. The score is recomputed in the browser at once
 * (marked preview); saving lets the server recompute and store it. Every change is listed with who
 * made it and when.
 */
export function CorrectionsPanel(props: CorrectionsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const originals = new Map(props.overridden.map((o) => [o.key, o.measured]));
  const angles = withOverriddenRows(measuredAngles(props.measured), props.overridden);
  const dirty = Object.keys(props.angleDraft).length > 0 || props.inputDraft !== null;
  const fields = findMethod(props.method)?.fields ?? [];
  const inputs = props.inputDraft ?? completeInputs(fields, props.savedInputs);

  const setAngle = (key: string, value: number | null) =>
    props.onAngleDraft({ ...props.angleDraft, [key]: value });
  const resetAngle = (key: string) => {
    const next = { ...props.angleDraft };
    if (props.savedOverrides[key] !== undefined && props.savedOverrides[key] !== null)
      next[key] = null;
    else delete next[key];
    props.onAngleDraft(next);
  };
  const setInput = (name: string, value: unknown) =>
    props.onInputDraft({ ...inputs, [name]: value });

  return (
    <Card withBorder padding="lg" data-testid="corrections" data-tour="corrections">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4}>{t('overrides.title')}</Title>
            <Text size="sm" c="dimmed" maw={640}>
              {t('overrides.hint')}
            </Text>
          </Stack>
          {dirty ? (
            <Group gap="sm" data-testid="preview-bar">
              {props.preview ? (
                <Group gap={8}>
                  <ScoreDisc score={props.savedScore} risk={props.savedRisk} size={36} />
                  <Text c="dimmed">→</Text>
                  <ScoreDisc
                    score={props.preview.score}
                    risk={props.preview.risk_level}
                    size={44}
                    testId="preview-score"
                  />
                  <Badge color="violet" variant="light">
                    {t('overrides.preview_badge')}
                  </Badge>
                </Group>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={props.onDiscard}
                disabled={props.saving}
              >
                {t('overrides.discard')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={props.onSave}
                loading={props.saving}
                data-testid="save-corrections"
              >
                {t('overrides.save')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {props.overridden.length > 0 ? (
          <Alert color="blue" variant="light" data-testid="corrections-in-force">
            {t('overrides.in_force', {
              count: props.overridden.length,
              measured: props.measuredScore ?? '—',
              score: props.savedScore ?? '—',
            })}
          </Alert>
        ) : null}
        {props.previewFailed ? (
          <Alert color="orange" variant="light">
            {t('overrides.preview_failed')}
          </Alert>
        ) : null}
        {props.saveError.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            title={t('overrides.save_failed')}
            data-testid="save-error"
          >
            {props.saveError.join(' ')}
          </Alert>
        ) : null}

        <Tabs defaultValue="angles" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="angles" leftSection={<IconRuler2 size={16} />}>
              {t('overrides.tabs.angles')}
            </Tabs.Tab>
            <Tabs.Tab value="inputs" leftSection={<IconAdjustments size={16} />}>
              {t('overrides.tabs.inputs')}
            </Tabs.Tab>
            <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
              {t('overrides.tabs.history')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="angles" pt="md">
            <Text size="sm" c="dimmed" mb="sm">
              {t('overrides.angles_hint')}
            </Text>
            <Table verticalSpacing={6} data-testid="angle-overrides">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overrides.angle')}</Table.Th>
                  <Table.Th ta="right">{t('overrides.measured')}</Table.Th>
                  <Table.Th w={170}>{t('overrides.override')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {angles.map((entry) => {
                  const draft = props.angleDraft[entry.overrideKey];
                  const saved = props.savedOverrides[entry.overrideKey];
                  const value = draft !== undefined ? draft : (saved ?? null);
                  const status =
                    draft !== undefined
                      ? 'edited'
                      : saved !== undefined && saved !== null
                        ? 'saved'
                        : null;
                  const label = angleLabel(t, entry.overrideKey);
                  return (
                    <Table.Tr
                      key={entry.overrideKey}
                      data-testid={`angle-row-${entry.overrideKey}`}
                    >
                      <Table.Td>
                        <Group gap="xs">
                          <Text size="sm">{label}</Text>
                          {status ? (
                            <Badge
                              size="xs"
                              variant="light"
                              color={status === 'edited' ? 'violet' : 'blue'}
                            >
                              {t(`overrides.status.${status}`)}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Tooltip
                          label={t('overrides.confidence', {
                            value: formatNumber(entry.confidence * 100, lang, 0),
                          })}
                        >
                          <Text
                            size="sm"
                            c={status ? 'dimmed' : undefined}
                            td={status ? 'line-through' : undefined}
                          >
                            {`${formatNumber(originals.has(entry.overrideKey) ? originals.get(entry.overrideKey) : entry.value, lang)}°`}
                          </Text>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          size="xs"
                          aria-label={t('overrides.override_for', { angle: label })}
                          placeholder={t('overrides.placeholder')}
                          value={value ?? ''}
                          min={-180}
                          max={180}
                          decimalScale={1}
                          suffix="°"
                          onChange={(next) => {
                            if (next === '' || next === null) resetAngle(entry.overrideKey);
                            else
                              setAngle(
                                entry.overrideKey,
                                typeof next === 'number' ? next : Number(next),
                              );
                          }}
                        />
                      </Table.Td>
                      <Table.Td w={40}>
                        {status ? (
                          <Tooltip label={t('overrides.reset')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              onClick={() => resetAngle(entry.overrideKey)}
                              aria-label={t('overrides.reset')}
                            >
                              <IconArrowBackUp size={16} />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>

          <Tabs.Panel value="inputs" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="input-corrections">
              {fields.map((field) => (
                <InputControl
                  key={field.name}
                  method={props.method}
                  field={field}
                  value={inputs[field.name]}
                  onChange={(value) => setInput(field.name, value)}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>

          <Tabs.Panel value="history" pt="md">
            <History method={props.method} entries={props.history} language={lang} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

function InputControl({
  method,
  field,
  value,
  onChange,
}: {
  method: string;
  field: MethodField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = inputShortLabel(t, method, field.name);
  const option = (code: string) => ({
    value: code,
    label: optionShortLabel(t, method, field.name, code),
  });
  switch (field.kind) {
    case 'choice':
      return (
        <Select
          label={label}
          data={field.codes.map(option)}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => next && onChange(next)}
          allowDeselect={false}
        />
      );
    case 'multi':
      return (
        <MultiSelect
          label={label}
          data={field.codes.map(option)}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          placeholder={Array.isArray(value) && value.length > 0 ? undefined : t('overrides.none')}
        />
      );
    case 'flag':
      return (
        <Checkbox
          mt="xs"
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
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
        />
      );
  }
}

/** A changed value as the user knows it: input codes by their labels, angles in degrees. */
function useDisplay(method: string, language: string) {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    const input = field.startsWith('inputs.') ? field.slice(7) : null;
    const code = (v: string) => (input ? optionShortLabel(t, method, input, v) : v);
    if (typeof value === 'number')
      return field.startsWith('angle.') || field.startsWith('frame.')
        ? `${formatNumber(value, language)}°`
        : formatNumber(value, language, 2);
    if (Array.isArray(value)) return value.map((v) => code(String(v))).join(', ') || '—';
    if (typeof value === 'string') return code(value);
    if (typeof value === 'boolean') return value ? t('overrides.yes') : t('overrides.no');
    return JSON.stringify(value);
  };
}

/** The changed field by name: 'angle.left_knee_flexion' → 'Knee flexion (left)', 'frame.0.2.trunk_flexion' → 'Trunk flexion · Frame at 0.2 s', 'inputs.load' → 'Force / load'. */
function useFieldLabel(method: string) {
  const { t } = useTranslation();
  const angle = (key: string) => angleLabel(t, key);
  return (field: string): string => {
    if (field.startsWith('angle.')) return angle(field.slice(6));
    // 'frame.1.2.left_knee_flexion': one frame's correction (the time has a decimal point of its own)
    const frame = /^frame\.(\d+(?:\.\d+)?)\.(.+)$/.exec(field);
    if (frame?.[1] && frame[2])
      return `${angle(frame[2])} · ${t('frameCorrection.frame_at', { time: frame[1] })}`;
    if (field.startsWith('inputs.')) return inputShortLabel(t, method, field.slice(7));
    if (field === 'name' || field === 'employee_name' || field === 'employee_number')
      return t(`overrides.fields.${field}`);
    return field;
  };
}

function History({
  method,
  entries,
  language,
}: {
  method: string;
  entries: OverrideEntry[] | null | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  const display = useDisplay(method, language);
  const fieldLabel = useFieldLabel(method);
  if (entries === undefined)
    return (
      <Text size="sm" c="dimmed">
        {t('overrides.history_loading')}
      </Text>
    );
  if (entries === null)
    return (
      <Text size="sm" c="dimmed" data-testid="history-unavailable">
        {t('overrides.history_unavailable')}
      </Text>
    );
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="history-empty">
        {t('overrides.history_empty')}
      </Text>
    );
  return (
    <Table verticalSpacing={6} striped data-testid="override-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('overrides.history.field')}</Table.Th>
          <Table.Th>{t('overrides.history.old')}</Table.Th>
          <Table.Th>{t('overrides.history.new')}</Table.Th>
          <Table.Th>{t('overrides.history.user')}</Table.Th>
          <Table.Th>{t('overrides.history.at')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry, index) => (
          <Table.Tr key={`${entry.field}-${entry.at}-${index}`}>
            <Table.Td>
              <Text size="sm">{fieldLabel(entry.field)}</Text>
            </Table.Td>
            <Table.Td>{display(entry.field, entry.old_value)}</Table.Td>
            <Table.Td>{display(entry.field, entry.new_value)}</Table.Td>
            <Table.Td>{entry.user_name || '—'}</Table.Td>
            <Table.Td>{formatDateTime(entry.at, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
