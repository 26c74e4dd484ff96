import { Badge, Paper, Stack, Textarea } from '@mantine/core';
import type { QecActivation } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/focus-field';
import { ChoiceCards } from './choice-cards';
import type { FormField } from '../lib/field-props';

type Question = QecActivation['questions'][number];

/** One worker question (H–Q) and, while the answer asks for it, its details box. */
export function QecQuestion({
  question,
  field,
  boxOpen,
  onAnswer,
}: {
  question: Question;
  field: FormField;
  boxOpen: boolean;
  onAnswer: (value: string) => void;
}) {
  const { t } = useTranslation();
  const answer = field(question.name);
  const count = question.options.length;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`question-${question.name}`}
    >
      <Stack gap="md">
        <ChoiceCards
          id={fieldId(question.name)}
          label={
            <>
              <Badge
                size="lg"
                radius="sm"
                variant="light"
                mr="xs"
                style={{ verticalAlign: 'baseline' }}
              >
                {question.letter}
              </Badge>
              {question.label}
            </>
          }
          cols={{ base: 1, sm: count === 4 ? 2 : count }}
          options={question.options.map((option) => ({ value: option.code, label: option.label }))}
          value={String(answer.value)}
          onChange={onAnswer}
          error={answer.error}
          testId={`choices-${question.name}`}
        />
        {question.details && boxOpen ? (
          <Textarea
            id={fieldId(question.details.name)}
            // Named after its question, not its own letter (N is also the vibration question).
            label={t('publicForms.qec.box_label', {
              letter: question.letter,
              label: question.details.label,
            })}
            description={t('publicForms.qec.box_hint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            {...field(question.details.name)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
