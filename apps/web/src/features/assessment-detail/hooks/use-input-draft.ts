import { completeInputs, type MethodDescriptor } from '@ergo/contracts';
import { useMemo, useState } from 'react';
import { changedInputs } from '../lib/input-fields';

/**
 * A method's inputs being edited over the saved ones (the corrections, or the fix of an input the
 * analysis refused). Only what changed is sent: the server merges it into the saved inputs.
 */
export function useInputDraft(method: MethodDescriptor, stored: Record<string, unknown>) {
  // An absent flag is false and an absent list empty, so they compare equal to an untouched box.
  const saved = useMemo(() => completeInputs(method.fields, stored), [method, stored]);
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  const inputs = draft ?? saved;
  return {
    saved,
    /** the values the form shows */
    inputs,
    /** the inputs that differ from the saved ones (the PATCH body's `inputs`) */
    changed: draft ? changedInputs(saved, draft) : {},
    /** whether the user has touched an input (even if it is back to its saved value) */
    touched: draft !== null,
    set: (name: string, value: unknown) => setDraft({ ...inputs, [name]: value }),
    reset: () => setDraft(null),
  };
}

export type InputDraft = ReturnType<typeof useInputDraft>;
