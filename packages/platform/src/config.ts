import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every start-up variable (API-CONTRACT "Process"), validated once at boot. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(15),
  /** a refresh token presented again this soon after its rotation is a lost response, not a theft */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  INITIAL_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ErgoAssess <no-reply@ergoassess.local>'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RESET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** public form submissions (QEC survey, checklist) per address per minute, and per link per hour */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  FORM_LINK_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(200),
  /** wrong passwords for one account from one address in the window before that address is locked */
  LOCKOUT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOCKOUT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** wrong passwords for one account from all addresses before every attempt is slowed and the owner mailed */
  LOCKOUT_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  /** the first wait before a password check after failures; it doubles with each further failure */
  LOGIN_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /**
   * the least time registration, password reset and a new activation link take to answer, so that an
   * address with an account and one without answer in the same time (above the work either needs)
   */
  ACCOUNT_ANSWER_MIN_MS: z.coerce.number().int().min(0).max(5000).default(250),
  /** a request's headers must all arrive within this (a client that trickles them is dropped) */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  /** a request body other than a video upload (a form's JSON, at most 1 MB) must arrive within this */
  HTTP_BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** a whole request must arrive within this: a 500 MB upload over a link of 0.6 Mbit/s fits */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(10)
    .max(24 * 3600)
    .default(7200),
  /** a connection that sends nothing for this long is closed (a stalled upload included) */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SERVE_WEB: booleanFlag.default(true),
  /** base64 of 32 bytes; generated once into DATA_DIR/secrets when absent (embedded default) */
  FILES_MASTER_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes, base64-encoded',
    )
    .optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(20_000).default(500),
  MAX_VIDEO_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(600),
  QUEUE_DRIVER: z.enum(['in-process', 'pg-boss']).default('in-process'),
  /** whether this API process also runs analysis jobs (default: yes in-process, no with pg-boss) */
  PROCESS_JOBS: booleanFlag.optional(),
  JOB_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(5)
    .max(24 * 3600)
    .default(900),
  /**
   * a running job's process says it is alive a few times in this window; one silent for the whole
   * window (killed, machine lost) has its job run again by another worker or instance
   */
  JOB_LIVENESS_SECONDS: z.coerce.number().min(2).max(600).default(15),
  /** analyses one process runs at once: the API in the embedded mode, each worker when scaled out */
  JOB_SLOTS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * analyses of one organization running at once, over every process: its further uploads wait
   * while other organizations' run, so no organization can keep the others waiting
   */
  JOB_SLOTS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(64).default(1),
  ANALYSIS_FPS: z.coerce.number().min(1).max(30).default(10),
  POSE_MODEL: z.enum(['full', 'lite']).default('full'),
});

export type AppConfig = z.infer<typeof envSchema> & {
  /** absolute data folder */
  dataDir: string;
  /** origin used in mailed links */
  publicUrl: string;
  /** whether this process runs analysis jobs */
  processJobs: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; the error names every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  if (config.QUEUE_DRIVER === 'pg-boss' && !config.DATABASE_URL) {
    throw new ConfigError(['QUEUE_DRIVER: pg-boss needs DATABASE_URL (a PostgreSQL server)']);
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    processJobs: config.PROCESS_JOBS ?? config.QUEUE_DRIVER === 'in-process',
  };
}

/**
 * The configuration of a program that cannot run without one (`npm start`, `npm run worker`): a
 * bad value stops it with the message naming every bad variable, and no stack.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
