/**
 * Only the fields that differ from the saved inputs (what PATCH needs to send); the method's
 * descriptor (@ergo/contracts) says which inputs exist and how each is asked for.
 */
export function changedInputs(
  saved: Record<string, unknown>,
  draft: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (JSON.stringify(value) !== JSON.stringify(saved[key])) out[key] = value;
  }
  return out;
}
