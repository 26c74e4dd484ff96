import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubmitProblem } from '../lib/submit-failure';

/** Why the last submission did not go through, next to the submit button (the answers are kept). */
export function SubmitProblemAlert({ problem }: { problem: SubmitProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  if (problem.kind === 'busy')
    return (
      <Alert color="yellow" variant="light" icon={<IconHourglass size={18} />} role="alert">
        {problem.message}
      </Alert>
    );
  if (problem.kind === 'general')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {problem.messages.length === 1 ? (
          problem.messages[0]
        ) : (
          <List size="sm">
            {problem.messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('errors.something_went_wrong')}
      role="alert"
    >
      <Text size="sm">{t('publicForms.something_went_wrong')}</Text>
      <Text size="sm">{t('publicForms.answers_kept')}</Text>
    </Alert>
  );
}
