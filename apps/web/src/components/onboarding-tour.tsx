import {
  ONBOARDING_ITEMS,
  onboardingItemSchema,
  type OnboardingItem,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driver, type Driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './onboarding-tour.css';
import { useCallback, useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../api/client';
import { getStoredOnboarding, storeOnboarding } from '../browser/session';
import { queryKeys } from '../lib/query-keys';
import { keepTourAria } from './tour-aria';
import { registerPageTour } from './tour-registry';

type TourId = OnboardingItem['id'];

/** Whether the server keeps a tour of this id (SPEC's list: an area or a method's code). */
export const isTourId = (code: string): code is TourId =>
  (ONBOARDING_ITEMS as readonly string[]).includes(code);
const listSchema = z.array(onboardingItemSchema);

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.onboarding,
    queryFn: async () => {
      const items = await apiRequest(apiRoutes.auth.onboarding.path, { schema: listSchema });
      storeOnboarding(items);
      return items;
    },
    // The stored session holds the list from login; the server has the last word.
    initialData: getStoredOnboarding(),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** The server's answer to a hide or show: kept in the query cache and the stored session alike. */
function keepList(queryClient: QueryClient, items: OnboardingItem[]): OnboardingItem[] {
  storeOnboarding(items);
  queryClient.setQueryData(queryKeys.onboarding, items);
  return items;
}

/**
 * POST hides a tour for good, DELETE shows it again; `null` means every tour (DELETE only).
 * Both answer the caller's whole list.
 */
export async function setTourHidden(
  queryClient: QueryClient,
  id: TourId | null,
  hidden: boolean,
): Promise<OnboardingItem[]> {
  const path = id
    ? pathTo(hidden ? apiRoutes.auth.completeOnboardingStep : apiRoutes.auth.reopenOnboardingStep, {
        id,
      })
    : apiRoutes.auth.restartOnboarding.path;
  const items = await apiRequest(path, { method: hidden ? 'POST' : 'DELETE', schema: listSchema });
  return keepList(queryClient, items);
}

export interface TourStep {
  /** CSS selector of the element to point at; none for a centred popover. */
  element?: string;
  title: string;
  description: string;
}

/** Where focus goes back to when the tour ends: what had it before, else the page's heading. */
function restoreFocus(previous: HTMLElement | null): void {
  window.setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    if (previous?.isConnected) {
      previous.focus();
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      // A heading is where the reader is, not a control: no focus box around the page's title
      // (issue 30: the browser drew a black one). Tab still goes on from here.
      heading.style.outline = 'none';
      heading.focus();
    }
  }, 0);
}

/** The step every assessment screen's tour ends on: from a result to the improvement board. */
export const recommendationsTourStep = (t: TFunction): TourStep => ({
  element: '[data-testid="recommendations"]',
  title: t('tour.recommendations.title'),
  description: t('tour.recommendations.body'),
});

/**
 * SPEC §2 onboarding tours: shown once per user and area, then hidden for good
 * (POST /auth/onboarding/{id}/), whether it was finished or closed early.
 * Starts when `ready` (the screen's elements exist) and the server says the tour is not hidden.
 * While ready, the screen's tour is offered by the help menu, which can run it again at once.
 * `id` null: the screen has no tour.
 */
export function useOnboardingTour(id: TourId | null, steps: TourStep[], ready: boolean): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(onboardingQueryOptions());
  // The server answered (the stored list from login is dated 0): a failed read shows no tour, as
  // its being seen could not be kept.
  const answered = dataUpdatedAt > 0;
  const tRef = useRef(t);
  tRef.current = t;
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const started = useRef(false);
  const tourRef = useRef<{ tour: Driver; finish: () => void } | null>(null);
  // Hide and show requests go out in order, so the last one the user caused is what the server keeps.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const hidden = data.find((item) => item.id === id)?.hidden ?? false;

  const send = useCallback(
    (tour: TourId, hide: boolean) => {
      queue.current = queue.current
        .then(() => setTourHidden(queryClient, tour, hide))
        // A failed write leaves the tour as it was; the next visit asks the server again.
        .catch(() => undefined);
    },
    [queryClient],
  );

  const start = useCallback(() => {
    if (!id) return;
    started.current = true;
    // A run still on screen (the help menu asked again) ends without counting as seen twice.
    const previous = tourRef.current;
    tourRef.current = null;
    if (previous?.tour.isActive()) previous.tour.destroy();
    // A step whose element is not on this screen (a card the result does not have) is left out.
    const present = stepsRef.current.filter(
      (step) => !step.element || document.querySelector(step.element),
    );
    if (present.length === 0) return;
    const returnTo =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    const tr = tRef.current;
    const aria = keepTourAria();
    const tour = driver({
      animate: false,
      showProgress: present.length > 1,
      allowClose: true,
      allowKeyboardControl: true,
      disableActiveInteraction: true,
      overlayOpacity: 0.55,
      stagePadding: 6,
      stageRadius: 10,
      popoverOffset: 12,
      progressText: tr('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: tr('tour.next'),
      prevBtnText: tr('tour.previous'),
      doneBtnText: tr('tour.done'),
      popoverClass: 'ergo-tour',
      steps: present.map((step, index): DriveStep => ({
        element: step.element,
        popover: {
          title: step.title,
          description: step.description,
          // The first step has nowhere to go back to: no greyed-out button.
          showButtons: index === 0 ? ['next', 'close'] : ['next', 'previous', 'close'],
        },
      })),
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', tr('tour.close'));
        popover.closeButton.setAttribute('title', tr('tour.close'));
        popover.wrapper.setAttribute('aria-modal', 'true');
        // The library focuses the first button (the close ×); the way forward is the better start.
        window.requestAnimationFrame(() => {
          if (popover.wrapper.isConnected) popover.nextButton.focus();
        });
      },
      onHighlightStarted: (element) => aria.remember(element),
      onHighlighted: () => aria.restore(),
      onDestroyed: () => aria.finish(),
      // Closed, finished or Escape: hidden for good. (Called before the library tears the tour
      // down, so even a close in the first frame counts; `destroy()` then ends it.)
      onDestroyStarted: () => {
        finish();
        tour.destroy();
      },
    });
    const finish = () => {
      if (tourRef.current?.tour !== tour) return;
      tourRef.current = null;
      send(id, true);
      restoreFocus(returnTo);
    };
    tourRef.current = { tour, finish };
    tour.drive();
  }, [id, send]);

  // First visit: once the screen is ready and the server's list says the tour is not hidden.
  useEffect(() => {
    // Wait for the server's answer so a tour hidden on another device does not flash here.
    if (!id || !ready || hidden || !answered || started.current) return;
    const timer = window.setTimeout(() => {
      if (!started.current) start();
    }, 300);
    return () => window.clearTimeout(timer);
  }, [id, ready, hidden, answered, start]);

  // The help menu's "Show the tour of this page".
  useEffect(() => {
    if (!id || !ready) return;
    return registerPageTour({
      id,
      restart: ({ unhide }) => {
        if (unhide) send(id, false);
        start();
      },
    });
  }, [id, ready, send, start]);

  // Leaving the screen ends its tour (and counts as seen).
  useEffect(
    () => () => {
      const current = tourRef.current;
      if (!current) return;
      current.finish();
      current.tour.destroy();
    },
    [],
  );
}
