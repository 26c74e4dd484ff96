import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

/** A page above this one in the breadcrumb trail. */
export interface ParentPage {
  label: string;
  to: string;
}

/**
 * The top of a record's page (an operation, a task): the breadcrumb trail ending in the record's
 * name, then its title and description with Edit and Delete. The page owns the edit and delete
 * dialogs; these buttons only open them.
 */
export function DetailPageHeader({
  parents,
  title,
  description,
  extraActions,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
}: {
  parents: ParentPage[];
  title: string;
  description?: string;
  /** Actions of this kind of record, shown before Edit and Delete. */
  extraActions?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <>
      <Breadcrumbs mb="xs" separatorMargin={6}>
        {parents.map((parent) => (
          <Anchor key={parent.to} component={Link} to={parent.to} size="sm">
            {parent.label}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Group gap="xs">
            {extraActions}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {editLabel}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
            >
              {deleteLabel}
            </Button>
          </Group>
        }
      />
    </>
  );
}
