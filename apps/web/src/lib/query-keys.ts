/**
 * TanStack Query keys shared by the features, so one feature can invalidate what another shows
 * (e.g. a finished analysis refreshes the assessment detail, the lists and the task details).
 * Keys are hierarchical: invalidating a prefix (`queryKeys.assessments.all`) covers everything below.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  onboarding: ['auth', 'onboarding'] as const,
  /** the dashboard's figures: every change of assessments or recommendations may move them */
  dashboard: ['dashboard'] as const,
  operations: {
    all: ['operations'] as const,
    list: (params: object) => ['operations', 'list', params] as const,
    detail: (id: string) => ['operations', 'detail', id] as const,
    tasks: (id: string, params: object = {}) =>
      ['operations', 'detail', id, 'tasks', params] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    detail: (id: string) => ['tasks', 'detail', id] as const,
  },
  assessments: {
    all: ['assessments'] as const,
    /** Every page of the assessments list, whatever its filters. */
    lists: ['assessments', 'list'] as const,
    list: (params: object) => ['assessments', 'list', params] as const,
    /** An assessment (`GET /operation/{type}/{id}/`); its result resources go below it. */
    detail: (type: string, id: string) => ['assessments', 'detail', type, id] as const,
    resource: (type: string, id: string, resource: string, params: object = {}) =>
      ['assessments', 'detail', type, id, resource, params] as const,
  },
};
