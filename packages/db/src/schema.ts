import type { AssessmentId, OrganizationId, UserId } from './tenancy';
import { sql } from 'drizzle-orm';
import { CONTROL_TYPES, RECOMMENDATION_PRIORITIES, RECOMMENDATION_STATUSES } from '@ergo/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** SPEC §3 Organization. The credit balance can never go negative (checked by the database). */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom().$type<OrganizationId>(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    credit: integer('credit').notNull().default(0),
    /** privacy: keep uploaded videos, or delete them once analysed (skeleton data and blurred thumbnails stay) */
    keepVideos: boolean('keep_videos').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('organizations_credit_not_negative', sql`${t.credit} >= 0`)],
);

/** SPEC §3 User. Email is stored lower-cased and unique across the product. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom().$type<UserId>(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    isActive: boolean('is_active').notNull().default(false),
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each login starts a family; every refresh rotates to a
 * new row of the same family. Presenting a token that was already used revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the token this one replaced: a reuse within the grace period keeps one live successor */
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_parent_idx').on(t.parentId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const TOKEN_PURPOSES = ['activation', 'password_reset', 'email_change', 'unlock'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use, expiring tokens mailed as links (activation, password reset, email change). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Failed sign-ins per e-mail address (known or not, so that the lock-out itself does not reveal
 * which addresses have accounts), and the password checks in flight: a row is booked before its
 * check with `pendingUntil` set, becomes a failure (null) when the password was wrong, and is
 * deleted when it was right. A booking still there at `pendingUntil` (its check never finished)
 * counts as a failure.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_email_ip_idx').on(t.email, t.ip, t.createdAt),
  ],
);

/** Onboarding tours a user has hidden for good (SPEC §2). */
export const onboardingHidden = pgTable(
  'onboarding_hidden',
  {
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);

/** WebSocket identifiers (GET /auth/get-uuid/): bind a notification socket to a user. */
export const websocketIds = pgTable(
  'websocket_ids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the sign-in session (refresh-token family) that asked for it: its logout revokes the id */
    sessionId: uuid('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** single use: set when a socket connects with it */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('websocket_ids_user_idx').on(t.userId),
    index('websocket_ids_session_idx').on(t.sessionId),
  ],
);

/** SPEC §3 Operation: a work area, department, job or client site. Name unique per organization. */
export const operations = pgTable(
  'operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** case- and dotted/dotless-i-insensitive form of the name: the uniqueness key */
    nameKey: text('name_key').notNull(),
    /** portable sort key that puts ç, ğ, ı, ö, ş, ü where the Turkish alphabet has them */
    nameSort: text('name_sort').notNull(),
    description: text('description').notNull().default(''),
    operationType: text('operation_type').notNull().default('other'),
    duration: text('duration').notNull().default(''),
    gripType: text('grip_type').notNull().default(''),
    load: text('load').notNull().default(''),
    repetitionRate: text('repetition_rate').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operations_org_name_unique').on(t.organizationId, t.nameKey),
    index('operations_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** SPEC §3 Task: belongs to an operation and says which assessment types it allows. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    description: text('description').notNull().default(''),
    assessmentTypes: jsonb('assessment_types').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_operation_idx').on(t.operationId, t.createdAt),
    index('tasks_org_idx').on(t.organizationId),
  ],
);

/** SPEC §3 Assessment: one method applied to a task, usually from a video. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom().$type<AssessmentId>(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    employeeName: text('employee_name').notNull().default(''),
    employeeNumber: text('employee_number').notNull().default(''),
    status: text('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    statusMessage: text('status_message').notNull().default(''),
    /** parameters of status_message (a `*_key` one is itself a message key, e.g. a field's label) */
    statusParams: jsonb('status_params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default({}),
    /** the final method score (REBA 1-15, RULA 1-7, ROSA 1-10, WISHA lifting index) */
    score: doublePrecision('score'),
    /**
     * the risk level of the score, null when it is not a finding: unscored, or its video measured
     * too little (`coverageSufficient` false), so it never counts as any level, low included
     */
    riskLevel: text('risk_level'),
    /**
     * whether enough of the video was measured for its score to stand (contracts' coverageOf);
     * null for assessments not scored from a video
     */
    coverageSufficient: boolean('coverage_sufficient'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    /** the uploaded video (null once deleted by the organization's privacy setting) */
    videoFileId: uuid('video_file_id'),
    /** ergonomist's corrections of the representative posture's angles: {motion or side_motion: degrees} */
    angleOverrides: jsonb('angle_overrides').$type<Record<string, number>>().notNull().default({}),
    /** corrections of single frames: {time in seconds: {motion or side_motion: degrees}} */
    frameOverrides: jsonb('frame_overrides')
      .$type<Record<string, Record<string, number>>>()
      .notNull()
      .default({}),
    /** QEC: the observer items the pose analysis measured, {item: {value, share}} (see measured in the detail) */
    measured: jsonb('measured')
      .$type<Record<string, { value: string; share: number }>>()
      .notNull()
      .default({}),
    /** whether this assessment currently holds one of the organization's credits */
    creditCharged: boolean('credit_charged').notNull().default(false),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_org_created_idx').on(t.organizationId, t.createdAt),
    index('assessments_task_idx').on(t.taskId),
    index('assessments_operation_idx').on(t.operationId),
    // The dashboard's figures (issue 16) read these without touching the table: the latest scored
    // assessment of each task and method, in the order DISTINCT ON keeps it, …
    index('assessments_latest_idx')
      .on(
        t.organizationId,
        t.taskId,
        t.type,
        t.createdAt.desc(),
        t.id.desc(),
        t.operationId,
        t.score,
        t.riskLevel,
      )
      .where(sql`${t.score} is not null and ${t.riskLevel} is not null`),
    // … the scored assessments by date (the monthly trend), …
    index('assessments_scored_created_idx')
      .on(t.organizationId, t.createdAt, t.type, t.score, t.riskLevel)
      .where(sql`${t.score} is not null`),
    // … the counts per operation, …
    index('assessments_org_operation_idx').on(t.organizationId, t.operationId, t.createdAt),
    // … and the analyses still queued or running (see analysingCondition).
    index('assessments_analysing_idx')
      .on(t.organizationId, t.createdAt)
      .where(
        sql`${t.status} in ('pending', 'processing') and ${t.videoFileId} is not null and ${t.progress} < 100`,
      ),
  ],
);

/**
 * Encrypted files (videos, thumbnails, pose data) stored under DATA_DIR/files by the FileStore. A
 * 'playback' file is the browser-playable H.264 copy of a video no browser plays as uploaded; its
 * meta.source names the video it was made from.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['video', 'playback', 'thumbnail', 'pose', 'report'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_assessment_idx').on(t.assessmentId, t.kind),
    index('files_org_idx').on(t.organizationId),
  ],
);

/** Jobs of the embedded in-process queue (the scaled mode uses pg-boss's own tables instead). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ['queued', 'active', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** the process running an active job, and when it last said it is alive */
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * the group the job is shared out fairly in (the organization it works for; JobDefinition's
     * groupOf): a queue runs at most JOB_SLOTS_PER_ORGANIZATION of one group at once
     */
    groupKey: text('group_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_state_idx').on(t.state, t.runAfter),
    index('jobs_group_state_idx').on(t.groupKey, t.state),
  ],
);

/** Results of an analysis: the explained scores and time series served by the result endpoints. */
export const assessmentResults = pgTable('assessment_results', {
  assessmentId: uuid('assessment_id')
    .$type<AssessmentId>()
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .$type<OrganizationId>()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** a result document of @ergo/contracts' contract: read only through loadStoredResults (parsed) */
  results: jsonb('results').$type<unknown>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what and when on an assessment (inputs, angles, names): shown beside the scores. */
export const assessmentChanges = pgTable(
  'assessment_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('assessment_changes_assessment_idx').on(t.assessmentId, t.createdAt)],
);

/**
 * Public links to a survey or form (QEC workers' survey, checklist response): reached without a
 * login, so they are found by the hash of their token only. The token itself is derived from the
 * server's secret and `nonce` (the app shows the link again without storing it in clear).
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** the survey method's link kind (its descriptor's `publicLink.kind`: qec, checklist) */
    kind: text('kind').notNull(),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('public_links_token_unique').on(t.tokenHash),
    index('public_links_assessment_idx').on(t.assessmentId, t.createdAt),
  ],
);

/** One submission through a public link: a worker's QEC survey, or a checklist response. */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => publicLinks.id, { onDelete: 'set null' }),
    /** the link kind it came through */
    kind: text('kind').notNull(),
    /** who answered (QEC: job title, gender, age, working years); read through the contract's schema */
    respondent: jsonb('respondent').$type<Record<string, unknown>>().notNull().default({}),
    /** the answers (QEC: codes and details; checklist: responses with comments) */
    answers: jsonb('answers').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_submissions_assessment_idx').on(t.assessmentId, t.createdAt)],
);

/**
 * A recommendation the ergonomist kept or wrote for an assessment (API-CONTRACT "Recommendations"):
 * what to change, how urgently, and how it ends. `factorKey` names the catalogue entry it came from
 * (null for one written by hand), so "suggest another" knows where to look. Texts are stored as the
 * ergonomist kept them, in the language they worked in; `catalogueTexts` says which of them are the
 * catalogue's (by key, the measured figure by message key and numbers), so those are served in the
 * reader's language (apps/api domain/recommendations/catalogue-texts.ts). Null for a row kept before
 * it existed, until it is first read.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    factorKey: text('factor_key'),
    title: text('title').notNull(),
    riskFactor: text('risk_factor').notNull().default(''),
    measured: text('measured').notNull().default(''),
    status: text('status', { enum: RECOMMENDATION_STATUSES }).notNull().default('TODO'),
    priority: text('priority', { enum: RECOMMENDATION_PRIORITIES }).notNull(),
    timeframe: text('timeframe').notNull().default(''),
    actionPoints: jsonb('action_points').$type<string[]>().notNull().default([]),
    /** parsed on every read (CatalogueTexts in the API), never trusted as stored */
    catalogueTexts: jsonb('catalogue_texts').$type<unknown>(),
    owner: text('owner').notNull().default(''),
    dueDate: text('due_date'),
    /** the assessment of the same task and method made after the change (the measured "after") */
    followUpAssessmentId: uuid('follow_up_assessment_id')
      .$type<AssessmentId>()
      .references(() => assessments.id, {
        onDelete: 'set null',
      }),
    createdBy: uuid('created_by')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recommendations_assessment_idx').on(t.assessmentId, t.createdAt),
    index('recommendations_org_status_idx').on(t.organizationId, t.status),
  ],
);

/**
 * The concrete options under a recommendation; `catalogueKey` when it came from the catalogue.
 * `typed` is false when the text is the catalogue option's own (served in the reader's language),
 * true when written or edited by hand; null for a row stored before it existed (matched on read).
 */
export const recommendationSuggestions = pgTable(
  'recommendation_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recommendationId: uuid('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    controlType: text('control_type', { enum: CONTROL_TYPES }).notNull(),
    catalogueKey: text('catalogue_key'),
    typed: boolean('typed'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommendation_suggestions_rec_idx').on(t.recommendationId, t.createdAt)],
);

/** Every status change of a recommendation (the board's moves): who, when, from, to. */
export const recommendationMoves = pgTable(
  'recommendation_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recommendationId: uuid('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: RECOMMENDATION_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: RECOMMENDATION_STATUSES }).notNull(),
    userId: uuid('user_id')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recommendation_moves_rec_idx').on(t.recommendationId, t.createdAt)],
);

/** SPEC §7 Notes: plain text on an assessment, with its author. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id')
      .$type<UserId>()
      .references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_assessment_idx').on(t.assessmentId, t.createdAt)],
);

/**
 * Analysis notifications kept for the bell (issue 18): one row per user and assessment, updated in
 * place as the analysis goes on, like the bell's entry. The payload holds the message key and its
 * parameters, not text, so each reader sees it in their own language. A new status makes the row
 * unread again; each user keeps their most recent NOTIFICATIONS_KEPT (see ./notifications).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .$type<OrganizationId>()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .$type<UserId>()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what it is about: a deleted assessment takes its notifications along (nothing left to open) */
    assessmentId: uuid('assessment_id')
      .$type<AssessmentId>()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_assessment_unique').on(t.userId, t.assessmentId),
    index('notifications_org_user_created_idx').on(t.organizationId, t.userId, t.createdAt),
  ],
);

/** What an analysis notification needs to be shown in either language. */
export interface NotificationPayload {
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  assessment_type: string;
  assessment_name: string;
  /** a message key of the shared catalogue and its parameters */
  message_key: string;
  message_params?: Record<string, string | number>;
}
