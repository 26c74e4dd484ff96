/**
 * After a failed submit the error must be where the user looks: the first one in the form (an
 * input marked invalid, a field's error text, or the form's alert) is scrolled into view and
 * focused, so a screen reader reads it too. The scroll is instant under prefers-reduced-motion.
 */

/** What marks an error: the form's alert, an invalid input, a field error's text (Mantine: `…-error`). */
const ERROR_SELECTOR = '[data-form-error], [aria-invalid="true"], p[id$="-error"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The element to focus for an error mark: itself, or for an error text its field's input. */
function focusTarget(mark: HTMLElement): HTMLElement | null {
  if (mark.matches('[data-form-error], [aria-invalid="true"]')) return mark;
  const wrapper = mark.parentElement;
  if (!wrapper) return null;
  return (
    wrapper.querySelector<HTMLElement>('input:checked') ??
    wrapper.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/** Scrolls to and focuses the first error under `root`; false when there is none. */
export function revealFirstError(root: ParentNode = document): boolean {
  for (const mark of root.querySelectorAll<HTMLElement>(ERROR_SELECTOR)) {
    const target = focusTarget(mark);
    if (!target) continue;
    // A field's label and error belong in view with its input: scroll its wrapper when it has one.
    const view = mark.matches('[data-form-error]')
      ? mark
      : mark.matches('[aria-invalid="true"]')
        ? (mark.closest<HTMLElement>('.mantine-InputWrapper-root') ?? mark)
        : (mark.parentElement ?? mark);
    // (jsdom has no scrolling)
    if (typeof view.scrollIntoView === 'function')
      view.scrollIntoView({
        block: 'center',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}
