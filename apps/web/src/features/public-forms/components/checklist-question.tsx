import { CHECKLIST_ANSWERS } from '@ergo/ergonomics';
import type { ChecklistActivation } from '@ergo/contracts';
import { Badge, Box, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconMessagePlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/focus-field';
import { answerPath, commentPath } from '../lib/checklist-form';
import { ChoiceCards } from './choice-cards';
import type { FormField } from '../lib/field-props';

type Question = ChecklistActivation['questions'][number]['questions'][number];

/** One checklist question: Yes / No / Not applicable, an optional comment, critical items marked. */
export function ChecklistQuestion({
  question,
  number,
  field,
}: {
  question: Question;
  number: number;
  field: FormField;
}) {
  const { t } = useTranslation();
  const answer = field(answerPath(question.id));
  const comment = field(commentPath(question.id));
  const [commenting, setCommenting] = useState(false);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const showComment = commenting || String(comment.value) !== '' || Boolean(comment.error);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`checklist-question-${question.id}`}
      style={question.critical ? { borderLeft: '4px solid var(--mantine-color-red-7)' } : undefined}
    >
      <Stack gap="sm">
        <ChoiceCards
          id={fieldId(answerPath(question.id))}
          label={
            <>
              <Group gap="xs" mb={6}>
                <Badge size="md" radius="sm" variant="light" color="gray" tt="none">
                  {t('publicForms.checklist.number', { number })}
                </Badge>
                {question.critical ? (
                  <Badge
                    size="md"
                    radius="sm"
                    color="red"
                    variant="filled"
                    tt="none"
                    leftSection={<IconAlertTriangle size={14} aria-hidden />}
                  >
                    {t('publicForms.checklist.critical')}
                  </Badge>
                ) : null}
              </Group>
              {question.text}
            </>
          }
          cols={{ base: 1, xs: 3 }}
          options={CHECKLIST_ANSWERS.map((code) => ({
            value: code,
            label: t(`publicForms.checklist.answers.${code}`),
          }))}
          value={String(answer.value)}
          onChange={answer.onChange}
          error={answer.error}
        />
        {showComment ? (
          <Textarea
            id={fieldId(commentPath(question.id))}
            ref={commentBox}
            label={t('publicForms.checklist.comment')}
            autosize
            minRows={2}
            maxRows={6}
            {...comment}
          />
        ) : (
          <Box>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMessagePlus size={16} aria-hidden />}
              onClick={() => {
                setCommenting(true);
                // Focus the box once it exists.
                requestAnimationFrame(() => commentBox.current?.focus());
              }}
            >
              {t('publicForms.checklist.add_comment')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
