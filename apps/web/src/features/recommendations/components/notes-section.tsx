import { maxLengthOf, noteInputSchema, type Note } from '@ergo/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconListCheck, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDateTime } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { textLimitProps } from '../../../lib/text-limit';
import { useNoteMutations, useNoteSamples, useNotes } from '../api/notes';

/** The server's limit of a note (the contract's schema). */
const NOTE_MAX = maxLengthOf(noteInputSchema, 'text');

function NoteItem({ note, type, id }: { note: Note; type: string; id: string }) {
  const { t, i18n } = useTranslation();
  const { update, remove } = useNoteMutations(type, id);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const edited = note.updated_at !== note.created_at;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="note">
      {editing === null ? (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            {/* plain text: React escapes it, and line breaks are kept */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
            <Text size="xs" c="gray.7">
              {[
                note.author.name || t('notes.unknown_author'),
                formatDateTime(note.created_at, i18n.language),
                ...(edited ? [t('notes.edited')] : []),
              ].join(' · ')}
            </Text>
          </Stack>
          {note.editable ? (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('notes.edit')}>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  aria-label={t('notes.edit')}
                  onClick={() => setEditing(note.text)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('notes.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('notes.delete')}
                  onClick={() => setDeleting(true)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={t('notes.edit')}
            value={editing}
            {...textLimitProps(NOTE_MAX, editing)}
            autosize
            minRows={2}
            onChange={(event) => setEditing(event.currentTarget.value)}
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="xs"
              color="blue.8"
              disabled={!editing.trim()}
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { note: note.id, text: editing },
                  { onSuccess: () => setEditing(null), onError: (e) => notifyError(e.message) },
                )
              }
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmModal
        opened={deleting}
        title={t('notes.delete_title')}
        body={t('notes.delete_body')}
        confirmLabel={t('notes.delete')}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => setDeleting(false),
            onError: (e) => notifyError(e.message),
          })
        }
      />
    </Paper>
  );
}

/** SPEC §2's notes: plain text with author and time; the method's starter notes to begin from. */
export function NotesSection({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation();
  const notes = useNotes(type, id);
  const [samplesWanted, setSamplesWanted] = useState(false);
  const samples = useNoteSamples(type, id, samplesWanted);
  const { create } = useNoteMutations(type, id);
  const [draft, setDraft] = useState('');
  const add = () =>
    create.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) => notifyError(error.message),
    });
  return (
    <Card withBorder padding="lg" data-testid="notes">
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon variant="light" color="grape" radius="md" aria-hidden>
            <IconNotes size={18} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('notes.title')}
          </Title>
        </Group>
        {notes.isPending ? <Skeleton h={60} /> : null}
        {notes.isError ? <Alert color="red">{notes.error.message}</Alert> : null}
        {notes.data?.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('notes.empty')}
          </Text>
        ) : null}
        {notes.data?.map((note) => (
          <NoteItem key={note.id} note={note} type={type} id={id} />
        ))}
        <Textarea
          label={t('notes.new')}
          placeholder={t('notes.placeholder')}
          value={draft}
          {...textLimitProps(NOTE_MAX, draft)}
          autosize
          minRows={3}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-testid="note-input"
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Menu
            position="bottom-start"
            width={360}
            onOpen={() => setSamplesWanted(true)}
            withinPortal
          >
            <Menu.Target>
              <Button size="xs" variant="default" leftSection={<IconListCheck size={14} />}>
                {t('notes.starters')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('notes.starters_hint')}</Menu.Label>
              {samples.isPending ? <Menu.Item disabled>{t('notes.loading')}</Menu.Item> : null}
              {samples.data?.map((sample) => (
                <Menu.Item
                  key={sample.key}
                  onClick={() =>
                    setDraft((current) => (current ? `${current}\n${sample.text}` : sample.text))
                  }
                >
                  <Text size="sm">{sample.text}</Text>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            size="sm"
            color="blue.8"
            disabled={!draft.trim()}
            loading={create.isPending}
            onClick={add}
            data-testid="add-note"
          >
            {t('notes.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
