/** The DOM id of a form field, so the 'Missing Fields' list can take the user to it. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Brings an element into the middle of the screen (phones included) and gives it the focus. */
export function revealAndFocus(element: HTMLElement): void {
  // jsdom has no scrollIntoView.
  if (typeof element.scrollIntoView === 'function')
    element.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  element.focus({ preventScroll: true });
}

/** Focuses a field: the input itself, or in a radio group the chosen option, else the first. */
export function focusField(name: string): void {
  const root = document.getElementById(fieldId(name));
  if (!root) return;
  const target =
    root instanceof HTMLInputElement || root instanceof HTMLTextAreaElement
      ? root
      : (root.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        root.querySelector<HTMLElement>('[role="radio"], input, textarea'));
  revealAndFocus(target ?? root);
}
