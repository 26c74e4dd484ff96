import path from 'node:path';
import { API_PREFIX } from '@ergo/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@ergo/db';
import { loadOrCreateSecret, type AppConfig, type ComputeEntry } from '@ergo/platform';
import type { AppContext } from './context';
import { VerifiedAccessTokens } from './lib/verified-access-tokens';
import { BackgroundWork } from './lib/background-work';
import { LiveSessions } from './domain/accounts/live-sessions';
import { LinkTokens } from './lib/link-tokens';
import { AppError } from './lib/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { makeAuthenticate } from './plugins/authenticate';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerLanguage } from './plugins/language';
import { registerUnstorableTextGuard } from './plugins/unstorable-text';
import { RequestLog, requestForLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { authRoutes } from './routes/auth/routes';
import { healthRoutes } from './routes/health';
import { operationRoutes } from './routes/operations/routes';
import { assessmentRoutes } from './routes/assessments/routes';
import { resultRoutes } from './routes/assessments/result-routes';
import { uploadRoutes } from './routes/assessments/upload-routes';
import { videoRoutes } from './routes/assessments/video-routes';
import { workerRoutes } from './routes/assessments/worker-routes';
import { NotificationHub } from './routes/notifications/hub';
import { notificationRoutes } from './routes/notifications/routes';
import { notificationHistoryRoutes } from './routes/notifications/history-routes';
import { startApiServices } from './services';
import { checklistRoutes } from './routes/surveys/checklist-routes';
import { publicFormRoutes } from './routes/surveys/public-routes';
import { qecRoutes } from './routes/surveys/qec-routes';
import { recommendationRoutes } from './routes/recommendations/recommendation-routes';
import { noteRoutes } from './routes/notes/note-routes';
import { exportRoutes } from './routes/exports/export-routes';
import { dashboardRoutes } from './routes/dashboard/routes';
import {
  registerBodyDeadline,
  registerCloseUnreadBodies,
  serverTimeoutOptions,
} from './plugins/server-timeouts';

export interface BuildAppOptions {
  config: AppConfig;
  /** an already open and migrated database (tests share one per file); opened from config if absent */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /**
   * the program analysis computes run in, as child processes: `thisProgram()` in production (the
   * API's own entry in its compute role); tests give an entry of their own
   */
  computeEntry: ComputeEntry;
  /** where the JSON log goes (stdout by default; tests read it) */
  logStream?: NodeJS.WritableStream;
  /**
   * told of every route as it is registered (Fastify's onRoute hook): the security tests enumerate
   * the routes this way, so a route added tomorrow is covered without a test of its own
   */
  onRoute?: (route: RouteOptions) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    ...serverTimeoutOptions(config),
  });
  registerBodyDeadline(app, config);
  registerCloseUnreadBodies(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLanguage(app);
  registerErrorHandler(app);
  registerUnstorableTextGuard(app);
  app.decorateRequest('auth', null);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'db'),
    }));
  if (!options.database) await migrateDatabase(database);
  const jwtSecret = config.JWT_SECRET
    ? Buffer.from(config.JWT_SECRET, 'utf8')
    : loadOrCreateSecret(config.dataDir, 'jwt-secret');
  const services = await startApiServices({
    config,
    database,
    log: app.log,
    signingSecret: jwtSecret,
    computeEntry: options.computeEntry,
  });
  const hub = new NotificationHub(services.events);
  const ctx: AppContext = {
    files: services.files,
    events: services.events,
    queue: services.queue,
    urls: services.urls,
    log: app.log,
    config,
    db: database.db,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    accessTokens: new VerifiedAccessTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    sessions: new LiveSessions(database.db),
    linkTokens: LinkTokens.fromSecret(jwtSecret),
    background: new BackgroundWork(app.log),
  };
  const authenticate = makeAuthenticate(ctx.accessTokens, ctx.sessions);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'inject',
    errorResponseBuilder: () => new AppError(429, 'errors.rate_limited'),
  });
  await app.register(multipart, {
    limits: {
      fileSize: config.MAX_UPLOAD_MB * 1024 * 1024 + 1024,
      files: 1,
      fields: 100,
      fieldSize: 64 * 1024,
    },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerDocs(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, authenticate });
      await api.register(operationRoutes, { ctx, authenticate });
      await api.register(assessmentRoutes, { ctx, authenticate });
      await api.register(uploadRoutes, { ctx, authenticate });
      await api.register(videoRoutes, { ctx, authenticate });
      await api.register(workerRoutes, { ctx, authenticate });
      await api.register(resultRoutes, { ctx, authenticate });
      await api.register(notificationRoutes, { ctx, hub });
      await api.register(notificationHistoryRoutes, { ctx, authenticate });
      await api.register(qecRoutes, { ctx, authenticate });
      await api.register(checklistRoutes, { ctx, authenticate });
      await api.register(recommendationRoutes, { ctx, authenticate });
      await api.register(noteRoutes, { ctx, authenticate });
      await api.register(exportRoutes, { ctx, authenticate });
      await api.register(dashboardRoutes, { ctx, authenticate });
      await api.register(publicFormRoutes, { ctx });
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.SERVE_WEB);
  app.addHook('onClose', async () => {
    await ctx.background.settled();
    hub.close();
    await services.stop();
    if (!options.database) await database.close();
  });
  await app.ready();
  return { app, ctx, database };
}
