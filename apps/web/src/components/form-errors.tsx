import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Errors of a failed call that belong to no single input. Focusable (not by Tab) and marked, so
 * after a failed submit useApiForm scrolls it into view and focuses it.
 */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      tabIndex={-1}
      // focused after a failed submit: a ring when the keyboard brought the user there
      className="mantine-focus-auto"
      data-form-error
    >
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
