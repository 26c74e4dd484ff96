import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CreateProblem } from '../hooks/use-create-flow';

/** What the server refused without naming an input, above the form (revealed like FormErrors). */
export function CreateProblems({ problems }: { problems: readonly CreateProblem[] }) {
  return problems.map((problem) => (
    <Alert
      key={`${problem.heading}:${problem.message}`}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={problem.heading ?? undefined}
      role="alert"
      tabIndex={-1}
      // focused after a failed submit: a ring when the keyboard brought the user there
      className="mantine-focus-auto"
      data-form-error
    >
      {problem.message}
    </Alert>
  ));
}
