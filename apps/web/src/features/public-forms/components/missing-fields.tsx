import { Anchor, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, revealAndFocus } from '../lib/focus-field';

export interface MissingField {
  /** the form field, to take the user to it */
  name: string;
  /** how the list names it ('Age', 'Question H') */
  label: string;
  message: ReactNode;
}

/**
 * SPEC §5: the invalid fields under 'Missing Fields', each as '{fields} is invalid:' and why.
 * Each new failed submission (`attempt`) brings the list into view and focuses it; each entry
 * takes the user to its field. The list shrinks as the fields are corrected.
 */
export function MissingFields({ fields, attempt }: { fields: MissingField[]; attempt: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (attempt > 0 && box.current) revealAndFocus(box.current);
  }, [attempt]);
  if (fields.length === 0) return null;
  return (
    <Paper
      component="section"
      ref={box}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="missing-fields"
      withBorder
      radius="md"
      p="md"
      bg="red.0"
      style={{ borderColor: 'var(--mantine-color-red-6)', borderLeftWidth: 4 }}
    >
      <Group gap="xs" wrap="nowrap" mb="xs">
        <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
        <Title order={2} fz="md" id={headingId} c="red.9">
          {t('publicForms.missing_fields')}
        </Title>
      </Group>
      <List size="sm" spacing={6}>
        {fields.map((field) => (
          <List.Item key={field.name}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={650}
              c="red.9"
              underline="always"
              onClick={() => focusField(field.name)}
              style={{ textAlign: 'start' }}
            >
              {t('publicForms.field_invalid', { fields: field.label })}
            </Anchor>{' '}
            <Text span size="sm">
              {field.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
