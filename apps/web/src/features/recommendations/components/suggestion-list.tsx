import {
  CONTROL_TYPES,
  maxLengthOf,
  suggestionInputSchema,
  type ControlType,
  type Recommendation,
} from '@ergo/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { textLimitProps } from '../../../lib/text-limit';
import { useSuggestAnother, useSuggestionMutations } from '../api/recommendations';
import { TypedMark } from './typed-mark';

type Suggestion = Recommendation['recommendation_suggestions'][number];

function ControlBadge({ control }: { control: ControlType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" c="gray.9">
      {t(`recommendations.control.${control}`)}
    </Badge>
  );
}

/** Writing or editing one suggestion: its text and its place in the hierarchy of controls. */
function SuggestionEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: { text: string; control_type: ControlType };
  saving: boolean;
  onSave: (value: { text: string; control_type: ControlType }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial.text);
  const [control, setControl] = useState<ControlType>(initial.control_type);
  return (
    <Stack gap="xs" data-testid="suggestion-editor">
      <Textarea
        label={t('recommendations.suggestions.text')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        {...textLimitProps(maxLengthOf(suggestionInputSchema, 'text'), text)}
        autosize
        minRows={2}
      />
      <Select
        label={t('recommendations.suggestions.control')}
        data={CONTROL_TYPES.map((value) => ({
          value,
          label: t(`recommendations.control.${value}`),
        }))}
        value={control}
        onChange={(value) => value && setControl(value)}
        allowDeselect={false}
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          size="xs"
          color="blue.8"
          loading={saving}
          disabled={!text.trim()}
          onClick={() => onSave({ text: text.trim(), control_type: control })}
        >
          {t('recommendations.suggestions.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One kept suggestion with its control type, a mark when typed over, and edit and delete. */
function SuggestionRow({
  suggestion,
  typedMarked,
  deleting,
  onEdit,
  onDelete,
}: {
  suggestion: Suggestion;
  /** a recommendation written by hand says so once, on itself */
  typedMarked: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="suggestion">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <ControlBadge control={suggestion.control_type} />
          <Text size="sm">
            {suggestion.text}
            {typedMarked ? <TypedMark /> : null}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('recommendations.suggestions.edit')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              aria-label={t('recommendations.suggestions.edit')}
              onClick={onEdit}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('recommendations.suggestions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('recommendations.suggestions.delete')}
              loading={deleting}
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** The catalogue's next suggestion, offered to add or to pass over for the one after. */
function OfferedSuggestion({
  offered,
  adding,
  onSkip,
  onAdd,
}: {
  offered: { text: string; control_type: Suggestion['control_type'] };
  adding: boolean;
  onSkip: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="sm" bg="blue.0" data-testid="offered-suggestion">
      <Stack gap={6}>
        <Group gap="xs">
          <ControlBadge control={offered.control_type} />
          <Text size="xs" c="gray.8">
            {t('recommendations.suggestions.from_catalogue')}
          </Text>
        </Group>
        <Text size="sm">{offered.text}</Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onSkip}>
            {t('recommendations.suggestions.skip')}
          </Button>
          <Button size="xs" color="blue.8" loading={adding} onClick={onAdd}>
            {t('recommendations.suggestions.add_offered')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A recommendation's suggestions: edited and deleted in place, one added by hand, or the
 * catalogue's next one offered by "Suggest another" to add or pass over.
 */
export function SuggestionList({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation();
  const { create, update, remove } = useSuggestionMutations();
  const another = useSuggestAnother();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [declined, setDeclined] = useState<string[]>([]);
  const offered = another.data?.suggestion ?? null;
  const fail = (error: Error) => notifyError(error.message);

  const suggest = (skip: string[]) =>
    another.mutate({ recommendation: recommendation.id, skip }, { onError: fail });

  return (
    <Stack gap="xs" data-testid="suggestions">
      <Text size="sm" fw={600}>
        {t('recommendations.suggestions.title')}
      </Text>
      {recommendation.recommendation_suggestions.map((suggestion: Suggestion) =>
        editing === suggestion.id ? (
          <SuggestionEditor
            key={suggestion.id}
            initial={suggestion}
            saving={update.isPending}
            onCancel={() => setEditing(null)}
            onSave={(value) =>
              update.mutate(
                { suggestion: suggestion.id, ...value },
                { onSuccess: () => setEditing(null), onError: fail },
              )
            }
          />
        ) : (
          <SuggestionRow
            key={suggestion.id}
            suggestion={suggestion}
            typedMarked={suggestion.typed && recommendation.factor_key !== null}
            deleting={remove.isPending && remove.variables === suggestion.id}
            onEdit={() => setEditing(suggestion.id)}
            onDelete={() => remove.mutate(suggestion.id, { onError: fail })}
          />
        ),
      )}
      {offered ? (
        <OfferedSuggestion
          offered={offered}
          adding={create.isPending}
          onSkip={() => {
            const skip = [...declined, offered.catalogue_key];
            setDeclined(skip);
            suggest(skip);
          }}
          onAdd={() =>
            create.mutate(
              { recommendation: recommendation.id, ...offered },
              { onSuccess: () => another.reset(), onError: fail },
            )
          }
        />
      ) : null}
      {another.isSuccess && !offered ? (
        <Text size="sm" c="gray.7" data-testid="no-more-suggestions">
          {t('recommendations.suggestions.none_left')}
        </Text>
      ) : null}
      {adding ? (
        <SuggestionEditor
          initial={{ text: '', control_type: 'ENGINEERING' }}
          saving={create.isPending}
          onCancel={() => setAdding(false)}
          onSave={(value) =>
            create.mutate(
              { recommendation: recommendation.id, ...value },
              { onSuccess: () => setAdding(false), onError: fail },
            )
          }
        />
      ) : (
        <Group gap="xs">
          {recommendation.factor_key ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSparkles size={14} />}
              loading={another.isPending}
              onClick={() => suggest(declined)}
              data-testid="suggest-another"
            >
              {t('recommendations.suggestions.another')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
          >
            {t('recommendations.suggestions.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
