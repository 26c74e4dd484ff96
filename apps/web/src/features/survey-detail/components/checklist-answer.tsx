import type { ChecklistDetail } from '@ergo/contracts';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Answer = ChecklistDetail['responses'][number]['answer'];

const LOOK: Record<Answer, { icon: typeof IconCheck; colour: string }> = {
  YES: { icon: IconCheck, colour: 'var(--mantine-color-green-9)' },
  NO: { icon: IconX, colour: 'var(--mantine-color-red-9)' },
  NOT_APPLICABLE: { icon: IconMinus, colour: 'var(--mantine-color-gray-7)' },
};

/** An answer as an icon and its word (the colour only repeats what both say). */
export function ChecklistAnswer({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  const { icon: Icon, colour } = LOOK[answer];
  return (
    <Group gap={4} wrap="nowrap" data-answer={answer}>
      <Icon size={16} color={colour} aria-hidden />
      <Text size="sm" fw={600}>
        {t(`surveys.checklist.answers.${answer}`)}
      </Text>
    </Group>
  );
}
