import type { OnboardingItem } from '@ergo/contracts';
import { useSyncExternalStore } from 'react';

/** The tour a screen offers, for the help menu's "Show the tour of this page". */
export interface PageTour {
  id: OnboardingItem['id'];
  /**
   * Runs the tour now. `unhide` also tells the server to show it again (DELETE
   * /auth/onboarding/{id}/); the help menu's "show all" has already un-hidden every tour.
   */
  restart: (options: { unhide: boolean }) => void;
}

// The screens mounted now, the last one on top (a screen leaving and the next arriving may overlap).
let tours: readonly PageTour[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Registers a screen's tour while it is ready; returns the unregister function. */
export function registerPageTour(tour: PageTour): () => void {
  tours = [...tours, tour];
  emit();
  return () => {
    tours = tours.filter((entry) => entry !== tour);
    emit();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => tours[tours.length - 1] ?? null;

/** The tour of the screen shown now, or null when it has none. */
export function useCurrentPageTour(): PageTour | null {
  return useSyncExternalStore(subscribe, current, current);
}
