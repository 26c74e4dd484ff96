// The API's routes as both sides spell them: the server registers each path of the table below
// (a test holds the registered routes and the table equal), and the browser's fetchers build their
// addresses from the same entries with `pathTo`. A path changes here, once.

/** Where the API lives on the product's origin; every path below is relative to it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One route: its method and its path pattern as Fastify reads it (`:name` is a parameter). */
export interface ApiRoute<Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
}

const route = <Path extends string>(method: HttpMethod, path: Path): ApiRoute<Path> => ({
  method,
  path,
});

/** The parameter names of a path pattern: '/operation/:type/:id/' → 'type' | 'id'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<Path extends string> = Record<PathParams<Path>, string | number>;
/** A query's entries; one with no value (undefined, null or an empty text) is left out. */
type QueryValues = Record<string, string | number | null | undefined>;

/**
 * A route's address with its parameters filled in (each encoded as one path segment) and an
 * optional query (entries without a value are left out): pathTo(apiRoutes.tasks.detail, { id }).
 */
export function pathTo<Path extends string>(
  target: ApiRoute<Path>,
  ...[params, query]: PathParams<Path> extends never
    ? [params?: Record<string, never>, query?: QueryValues]
    : [params: ParamValues<Path>, query?: QueryValues]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = target.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}

/** Every route of the API (SPEC §7 and API-CONTRACT), relative to API_PREFIX, by resource. */
export const apiRoutes = {
  health: route('GET', '/health/'),
  websocket: route('GET', '/ws/'),
  dashboard: route('GET', '/dashboard/'),
  auth: {
    register: route('POST', '/auth/'),
    me: route('GET', '/auth/'),
    activate: route('POST', '/auth/activate/'),
    resendActivation: route('POST', '/auth/resend-activation/'),
    login: route('POST', '/auth/login/'),
    refresh: route('POST', '/auth/refresh/'),
    logout: route('POST', '/auth/logout/'),
    unlock: route('POST', '/auth/unlock/'),
    resetPassword: route('POST', '/auth/reset-password/'),
    confirmPasswordReset: route('POST', '/auth/reset-password/confirm/'),
    setPassword: route('POST', '/auth/set-password/'),
    setEmail: route('PATCH', '/auth/set-email/'),
    confirmEmail: route('POST', '/auth/set-email/confirm/'),
    updateProfile: route('PATCH', '/auth/update/'),
    updateOrganization: route('PATCH', '/auth/organizations/:organization_id/update/'),
    socketId: route('GET', '/auth/get-uuid/'),
    onboarding: route('GET', '/auth/onboarding/'),
    restartOnboarding: route('DELETE', '/auth/onboarding/'),
    completeOnboardingStep: route('POST', '/auth/onboarding/:id/'),
    reopenOnboardingStep: route('DELETE', '/auth/onboarding/:id/'),
  },
  notifications: {
    list: route('GET', '/notifications/'),
    markRead: route('POST', '/notifications/:id/read/'),
    markAllRead: route('POST', '/notifications/read-all/'),
  },
  operations: {
    list: route('GET', '/operation/'),
    get: route('GET', '/operation/:id/'),
    create: route('POST', '/operation/create/'),
    update: route('PATCH', '/operation/:id/update/'),
    delete: route('DELETE', '/operation/:id/delete/'),
    tasks: route('GET', '/operation/:id/tasks/'),
    createTask: route('POST', '/operation/:id/tasks/create/'),
    createAssessment: route('POST', '/operation/:id/assessment/create/'),
  },
  tasks: {
    get: route('GET', '/operation/tasks/:id/'),
    detail: route('GET', '/operation/tasks/:id/detail/'),
    update: route('PATCH', '/operation/tasks/:id/update/'),
    delete: route('DELETE', '/operation/tasks/:id/delete/'),
  },
  assessments: {
    list: route('GET', '/operation/assessments/'),
    exportList: route('GET', '/operation/assessments/export.xlsx'),
    /** the multipart form's second step: a video posted to an assessment created without one */
    attachVideo: route('POST', '/operation/assessment/:id/'),
    delete: route('DELETE', '/operation/assessment/:id/delete/'),
  },
  /** One assessment's own resources, addressed by its method and id (SPEC §7). */
  assessment: {
    get: route('GET', '/operation/:type/:id/'),
    update: route('PATCH', '/operation/:type/:id/update/'),
    overrides: route('GET', '/operation/:type/:id/overrides/'),
    preview: route('POST', '/operation/:type/:id/preview/'),
    upload: route('POST', '/operation/:type/:id/upload/'),
    worker: route('POST', '/operation/:type/:id/worker/'),
    videoUrl: route('GET', '/operation/:type/:id/url/'),
    file: route('GET', '/operation/:type/:id/file/'),
    thumbnail: route('GET', '/operation/:type/:id/thumbnail/'),
    score: route('GET', '/operation/:type/:id/score/'),
    bodyPart: route('GET', '/operation/:type/:id/body-part/'),
    heatMap: route('GET', '/operation/:type/:id/heat-map/'),
    kinematics: route('GET', '/operation/:type/:id/kinematics/'),
    average: route('GET', '/operation/:type/:id/avg/'),
    lineGraph: route('GET', '/operation/:type/:id/line-graph/'),
    breakpoints: route('GET', '/operation/:type/:id/breakpoints/'),
    pose: route('GET', '/operation/:type/:id/pose/'),
    framesCsv: route('GET', '/operation/:type/:id/frames.csv'),
    report: route('GET', '/operation/:type/:id/report/'),
  },
  notes: {
    list: route('GET', '/operation/:type/:id/notes/'),
    create: route('POST', '/operation/:type/:id/notes/create/'),
    starters: route('GET', '/operation/:type/:id/notes/sample/'),
    update: route('PATCH', '/operation/:type/notes/:id/update/'),
    delete: route('DELETE', '/operation/:type/notes/:id/delete/'),
  },
  recommendations: {
    board: route('GET', '/operation/recommendations/'),
    list: route('GET', '/operation/recommendations/:type/:id/'),
    create: route('POST', '/operation/recommendations/:type/:id/'),
    /** SPEC §7's second address of an assessment's recommendations */
    ofAssessment: route('GET', '/operation/:type/:id/recommendations/'),
    starters: route('GET', '/operation/:type/:id/recommendations/sample/'),
    update: route('PATCH', '/operation/recommendations/:id/update/'),
    delete: route('DELETE', '/operation/recommendations/:id/delete/'),
    suggest: route('POST', '/operation/recommendations/:id/suggestions/'),
    updateSuggestion: route('PATCH', '/operation/recommendations/suggestions/:id/'),
    deleteSuggestion: route('DELETE', '/operation/recommendations/suggestions/:id/'),
    suggestFromAssessment: route('POST', '/operation/assessment/suggestion/'),
  },
  checklist: {
    questions: route('GET', '/operation/checklist/questions/'),
    detail: route('GET', '/operation/checklist/:id/detail/'),
    notes: route('GET', '/operation/checklist/:id/notes/'),
    recommendations: route('GET', '/operation/checklist/:id/recommendations/'),
    report: route('GET', '/operation/checklist/:id/report/'),
    publicForm: route('GET', '/operation/checklist/:uid/:token/'),
    submit: route('POST', '/operation/checklist/:uid/:token/'),
  },
  qec: {
    detail: route('GET', '/operation/qec/:id/detail/'),
    result: route('GET', '/operation/qec/:id/result/'),
    summary: route('GET', '/operation/qec/:id/summary/'),
    openLink: route('POST', '/operation/qec/:id/'),
    closeLink: route('DELETE', '/operation/qec/:id/'),
    workerForm: route('GET', '/operation/qec/worker/:qecId/:token/'),
    submitWorker: route('POST', '/operation/qec/worker/:qecId/:token/'),
  },
  /** a questionnaire method's public link (the survey methods other than QEC) */
  survey: {
    publicForm: route('GET', '/operation/survey/:kind/:id/:token/'),
    submit: route('POST', '/operation/survey/:kind/:id/:token/'),
  },
} as const;
