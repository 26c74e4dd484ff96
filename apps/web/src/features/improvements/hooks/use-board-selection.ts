import { useSearchParams } from 'react-router';

/**
 * The operation and task on the board, kept in the address (`?operation=…&task=…`) so a reload
 * keeps them and other screens can link straight to a task's board.
 */
export function useBoardSelection() {
  const [params, setParams] = useSearchParams();
  const operation = params.get('operation') || null;
  const task = params.get('task') || null;

  const pick = (changes: { operation?: string | null; task: string | null }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return {
    operation,
    task,
    /** another operation: its tasks differ, so the task is cleared */
    pickOperation: (id: string | null) => pick({ operation: id, task: null }),
    pickTask: (id: string | null) => pick({ task: id }),
  };
}
