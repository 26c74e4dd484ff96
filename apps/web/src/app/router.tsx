import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { loadFullCatalogue } from '../i18n';
import { PageLoader } from '../components/page-loader';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { NotFoundRoute } from './not-found';
import { RouteError } from './route-error';

/** Screens are loaded on demand, one chunk per route. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's lazy chunk loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <AuthLayout />,
        // The sign-in screens need only the first part of the catalogue (i18n/parts.ts).
        handle: { catalogue: 'first' },
        children: [
          {
            element: <RedirectIfAuthenticated />,
            children: [
              {
                path: '/',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/login')).LoginRoute,
                }),
              },
              { path: '/login', element: <Navigate to="/" replace /> },
              {
                path: '/register',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/register')).RegisterRoute,
                }),
              },
              {
                path: '/reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/reset-password-request'))
                    .ResetPasswordRequestRoute,
                }),
              },
            ],
          },
          {
            path: '/reset-password/:uid/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/reset-password-confirm'))
                .ResetPasswordConfirmRoute,
            }),
          },
          // Links from mails work whether or not someone is signed in in this browser.
          {
            path: '/activate/:uid/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/activate')).ActivateRoute,
            }),
          },
          {
            path: '/unlock/:uid/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/unlock')).UnlockRoute,
            }),
          },
          {
            path: '/confirm-email/:uid/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/confirm-email')).ConfirmEmailRoute,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // Behind sign-in: the shell (navigation, notifications, tour) is not part of the first load.
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: [
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/routes/dashboard'))
                    .DashboardRoute,
                }),
              },
              {
                path: '/operations',
                lazy: async () => ({
                  Component: (await import('../features/operations/routes/operations'))
                    .OperationsRoute,
                }),
              },
              {
                path: '/operations/:operationId',
                lazy: async () => ({
                  Component: (await import('../features/operations/routes/operation-detail'))
                    .OperationDetailRoute,
                }),
              },
              {
                path: '/operations/:operationId/tasks/:taskId',
                lazy: async () => ({
                  Component: (await import('../features/tasks/routes/task-detail')).TaskDetailRoute,
                }),
              },
              {
                path: '/operations/:operationId/tasks/:taskId/assessments/new',
                lazy: async () => ({
                  Component: (await import('../features/assessments/routes/new-assessment'))
                    .NewAssessmentRoute,
                }),
              },
              {
                path: '/assessments',
                lazy: async () => ({
                  Component: (await import('../features/assessments/routes/assessments'))
                    .AssessmentsRoute,
                }),
              },
              {
                path: '/assessments/:type/:id',
                lazy: async () => ({
                  Component: (await import('./routes/assessment-detail-screen'))
                    .AssessmentDetailScreen,
                }),
              },
              {
                path: '/improvements',
                lazy: async () => ({
                  Component: (await import('../features/improvements/routes/improvements'))
                    .ImprovementsRoute,
                }),
              },
              {
                path: '/resources',
                lazy: async () => ({
                  Component: (await import('../features/resources/routes/resources'))
                    .ResourcesRoute,
                }),
              },
              {
                path: '/resources/:guide',
                lazy: async () => ({
                  Component: (await import('../features/resources/routes/guide')).GuideRoute,
                }),
              },
              {
                path: '/settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/routes/settings')).SettingsRoute,
                }),
              },
            ],
          },
        ],
      },
      // Public forms (SPEC §2, §6): reached through a link with an id and a token, signed in or not.
      {
        path: '/qec/:qecId/:token',
        lazy: async () => ({
          Component: (await import('../features/public-forms/routes/qec-survey')).QecSurveyRoute,
        }),
      },
      {
        path: '/checklist/:uid/:token',
        lazy: async () => ({
          Component: (await import('../features/public-forms/routes/checklist-response'))
            .ChecklistResponseRoute,
        }),
      },
      {
        path: '/survey/:kind/:id/:token',
        lazy: async () => ({
          Component: (await import('../features/public-forms/routes/questionnaire'))
            .QuestionnaireRoute,
        }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Every screen but the sign-in screens (marked `handle: { catalogue: 'first' }`) waits, while its
 * chunk loads, for the rest of the catalogue, so no screen shows a key in place of its text.
 */
export function withFullCatalogue(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    if ((route.handle as { catalogue?: string } | undefined)?.catalogue === 'first') return route;
    const { lazy } = route;
    return {
      ...route,
      ...(typeof lazy === 'function'
        ? { lazy: async () => (await Promise.all([lazy(), loadFullCatalogue()]))[0] }
        : {}),
      ...(route.children ? { children: withFullCatalogue(route.children) } : {}),
    } as RouteObject;
  });
}

export function createRouter() {
  return createBrowserRouter(withFullCatalogue(routes));
}
