import { onboardingItemSchema, type OnboardingItem } from '@ergo/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../api/client';
import { getStoredOnboarding, storeOnboarding } from '../lib/session';
import { queryKeys } from '../lib/query-keys';

type TourId = OnboardingItem['id'];
const listSchema = z.array(onboardingItemSchema);

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.onboarding,
    queryFn: async () => {
      const items = await apiRequest('/auth/onboarding/', { schema: listSchema });
      storeOnboarding(items);
      return items;
    },
    // The stored session holds the list from login; the server has the last word.
    initialData: getStoredOnboarding(),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export interface TourStep {
  /** CSS selector of the element to point at; none for a centred popover. */
  element?: string;
  title: string;
  description: string;
}

/**
 * SPEC §2 onboarding tours: shown once per user and area, then hidden for good
 * (POST /auth/onboarding/{id}/), whether it was finished or closed early.
 * Starts when `ready` (the screen's elements exist) and the server says the tour is not hidden.
 */
export function useOnboardingTour(id: TourId, steps: TourStep[], ready: boolean): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetched } = useQuery(onboardingQueryOptions());
  const hide = useMutation({
    mutationFn: () => apiRequest(`/auth/onboarding/${id}/`, { method: 'POST', schema: listSchema }),
    onSuccess: (items) => {
      storeOnboarding(items);
      queryClient.setQueryData(queryKeys.onboarding, items);
    },
  });
  const started = useRef(false);
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const hidden = data.find((item) => item.id === id)?.hidden ?? false;

  useEffect(() => {
    // Wait for the server's answer so a tour hidden on another device does not flash here.
    if (!ready || hidden || !isFetched || started.current) return;
    started.current = true;
    const tour = driver({
      animate: false,
      showProgress: true,
      allowClose: true,
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      popoverClass: 'ergo-tour',
      steps: stepsRef.current.map((step): DriveStep => ({
        element: step.element,
        popover: { title: step.title, description: step.description },
      })),
      onDestroyed: () => hide.mutate(),
    });
    const timer = window.setTimeout(() => tour.drive(), 300);
    return () => {
      window.clearTimeout(timer);
      if (tour.isActive()) tour.destroy();
      else started.current = false;
    };
    // hide.mutate is stable enough for this one-shot effect; steps are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, hidden, isFetched, id]);
}
