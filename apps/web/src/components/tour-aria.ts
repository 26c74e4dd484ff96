/** What driver.js writes on the element a step points at, and removes when it leaves it. */
const TOUR_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;
const DUMMY_ID = 'driver-dummy-element';

/**
 * driver.js marks the element a step points at as a button that opens the popover
 * (aria-haspopup, aria-expanded, aria-controls), and takes those attributes off again when the
 * step moves on. On the empty div it adds for a step without an element, on a card or an input,
 * aria-expanded is not allowed (axe 4.14 `aria-allowed-attr`, issue 30); on a select it overwrites
 * the select's own state, then erases it. The popover is a modal dialog that takes the focus, so
 * the link adds nothing: every element gets its own attributes back, as they were before the tour.
 */
export function keepTourAria() {
  const saved = new Map<Element, (string | null)[]>();
  const restore = () => {
    for (const [element, values] of saved)
      TOUR_ATTRIBUTES.forEach((name, index) => {
        const value = values[index];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    const dummy = document.getElementById(DUMMY_ID);
    for (const name of TOUR_ATTRIBUTES) dummy?.removeAttribute(name);
  };
  return {
    /** Before a step marks its element (driver.js's onHighlightStarted). */
    remember(element: Element | undefined) {
      if (element && !saved.has(element))
        saved.set(
          element,
          TOUR_ATTRIBUTES.map((name) => element.getAttribute(name)),
        );
    },
    /** Once a step has marked its element (onHighlighted), and once the tour is gone. */
    restore,
    /** The tour is over: every element as it was, nothing held. */
    finish() {
      restore();
      saved.clear();
    },
  };
}
