import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  activationResultSchema,
  detailSchema,
  emailOnlyBodySchema,
  errorEnvelopeSchema,
  linkTokenBodySchema,
  loginBodySchema,
  loginResponseSchema,
  onboardingItemSchema,
  onboardingParamSchema,
  organizationSchema,
  refreshBodySchema,
  registerBodySchema,
  resetConfirmBodySchema,
  setEmailBodySchema,
  setPasswordBodySchema,
  tokenPairSchema,
  translate,
  updateOrganizationBodySchema,
  updateProfileBodySchema,
  userSchema,
  websocketIdSchema,
} from '@ergo/contracts';
import type { AppContext } from '../../context';
import { noSoonerThan } from '../../lib/even-time';
import { requireAuth } from '../../plugins/authenticate';
import {
  getProfile,
  registerAccount,
  updateOrganization,
  updateProfile,
} from '../../domain/accounts/accounts';
import { activateAccount } from '../../domain/accounts/activation';
import {
  recipientOf,
  sendEmailChangedNotice,
  sendLinkMail,
} from '../../domain/accounts/account-mail';
import {
  confirmEmailChange,
  createUndoLink,
  requestEmailChange,
} from '../../domain/accounts/email-change';
import {
  activationMailAgain,
  passwordResetMail,
  registrationMail,
  type PendingMail,
} from '../../domain/accounts/mail-after-answer';
import {
  hideOnboarding,
  listOnboarding,
  showAllOnboarding,
  showOnboarding,
} from '../../domain/accounts/onboarding';
import { confirmPasswordReset, setPassword } from '../../domain/accounts/passwords';
import { login, logout, rotateRefreshToken } from '../../domain/accounts/sessions';
import { unlockAccount } from '../../domain/accounts/unlock';
import { issueWebsocketId } from '../../domain/accounts/websocket-ids';
import { withZod, type ZodRoutes } from '../zod-routes';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const tags = ['auth'];
const secured = [{ bearerAuth: [] }];

export interface AuthRouteOptions {
  ctx: AppContext;
  authenticate: (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => Promise<void>;
}

/** What the auth routes share: the app, its limits, and the even-time answer of account requests. */
interface AuthRouteKit {
  r: ZodRoutes;
  ctx: AppContext;
  authenticate: AuthRouteOptions['authenticate'];
  loginLimit: { rateLimit: { max: number; timeWindow: string } };
  resetLimit: { rateLimit: { max: number; timeWindow: string } };
  done: (key: string, lang: 'en' | 'tr') => { detail: string };
  evenly: (label: string, work: () => Promise<PendingMail>) => Promise<void>;
}

/** SPEC §7 Account: every /auth/ endpoint. */
export async function authRoutes(app: FastifyInstance, { ctx, authenticate }: AuthRouteOptions) {
  const r = withZod(app);
  const loginLimit = {
    rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const resetLimit = {
    rateLimit: { max: ctx.config.RESET_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const done = (key: string, lang: 'en' | 'tr') => ({ detail: translate(key, lang) });
  // Registration, reset and a new activation link answer every address with the same words in the
  // same time: what depends on the address is done within ACCOUNT_ANSWER_MIN_MS, the mail after.
  const evenly = async (label: string, work: () => Promise<PendingMail>) => {
    const mail = await noSoonerThan(ctx.config.ACCOUNT_ANSWER_MIN_MS, work);
    if (mail) ctx.background.run(label, mail);
  };

  const kit: AuthRouteKit = { r, ctx, authenticate, loginLimit, resetLimit, done, evenly };
  accountAccessRoutes(kit);
  profileRoutes(kit);
  onboardingAndSocketRoutes(kit);
}

/** Registration, activation, sign-in, refresh, sign-out, password reset and unlock. */
function accountAccessRoutes({ r, ctx, loginLimit, resetLimit, done, evenly }: AuthRouteKit) {
  r.post(
    apiRoutes.auth.register.path,
    {
      schema: { tags, body: registerBodySchema, response: { 201: detailSchema, ...errors } },
      config: resetLimit,
    },
    async (request, reply) => {
      // A taken address answers exactly like a new one; only the mail tells them apart.
      await evenly('registration mail', async () =>
        registrationMail(ctx, await registerAccount(ctx, request.body, request.lang)),
      );
      return reply.status(201).send(done('account.registered', request.lang));
    },
  );

  r.post(
    apiRoutes.auth.activate.path,
    {
      schema: {
        tags,
        body: linkTokenBodySchema,
        response: { 200: activationResultSchema, ...errors },
      },
    },
    async (request) => {
      const status = await activateAccount(ctx, request.body);
      return { ...done(`account.${status}`, request.lang), status };
    },
  );

  r.post(
    apiRoutes.auth.resendActivation.path,
    {
      schema: { tags, body: emailOnlyBodySchema, response: { 200: detailSchema, ...errors } },
      config: resetLimit,
    },
    async (request) => {
      await evenly('activation mail', () => activationMailAgain(ctx, request.body.email));
      return done('account.activation_resent', request.lang);
    },
  );

  r.post(
    apiRoutes.auth.login.path,
    {
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
      config: loginLimit,
    },
    async (request) => {
      const session = await login(ctx, { ...request.body, ip: request.ip ?? '' });
      const user = await getProfile(ctx, session);
      return { access: session.access, refresh: session.refresh, user };
    },
  );

  r.post(
    apiRoutes.auth.refresh.path,
    {
      schema: { tags, body: refreshBodySchema, response: { 200: tokenPairSchema, ...errors } },
      config: loginLimit,
    },
    async (request) => rotateRefreshToken(ctx, request.body.refresh),
  );

  r.post(
    apiRoutes.auth.logout.path,
    { schema: { tags, body: refreshBodySchema, response: { 200: detailSchema, ...errors } } },
    async (request) => {
      await logout(ctx, request.body.refresh);
      return done('account.logged_out', request.lang);
    },
  );

  r.post(
    apiRoutes.auth.resetPassword.path,
    {
      schema: { tags, body: emailOnlyBodySchema, response: { 200: detailSchema, ...errors } },
      config: resetLimit,
    },
    async (request) => {
      await evenly('reset mail', () => passwordResetMail(ctx, request.body.email));
      return done('account.reset_sent', request.lang);
    },
  );

  r.post(
    apiRoutes.auth.confirmPasswordReset.path,
    {
      schema: { tags, body: resetConfirmBodySchema, response: { 200: detailSchema, ...errors } },
      config: resetLimit,
    },
    async (request) => {
      await confirmPasswordReset(ctx, request.body);
      return done('account.password_reset', request.lang);
    },
  );

  // The link of the mail sent when an account's password is guessed from many addresses.
  r.post(
    apiRoutes.auth.unlock.path,
    {
      schema: { tags, body: linkTokenBodySchema, response: { 200: detailSchema, ...errors } },
      config: resetLimit,
    },
    async (request) => {
      await unlockAccount(ctx, request.body);
      return done('account.unlocked', request.lang);
    },
  );
}

/** The signed-in user's profile, address, password and organization. */
function profileRoutes({ r, ctx, authenticate, done }: AuthRouteKit) {
  r.get(
    apiRoutes.auth.me.path,
    {
      onRequest: authenticate,
      schema: { tags, security: secured, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return getProfile(ctx, auth);
    },
  );

  r.patch(
    apiRoutes.auth.updateProfile.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => updateProfile(ctx, requireAuth(request), request.body),
  );

  r.patch(
    apiRoutes.auth.setEmail.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        body: setEmailBodySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = { ...requireAuth(request), ip: request.ip };
      const { user, link } = await requestEmailChange(ctx, caller, request.body);
      await sendLinkMail(
        ctx,
        request.log,
        'email_change',
        recipientOf(user, request.body.email),
        link,
      );
      return done('account.email_change_sent', request.lang);
    },
  );

  r.post(
    apiRoutes.auth.confirmEmail.path,
    { schema: { tags, body: linkTokenBodySchema, response: { 200: detailSchema, ...errors } } },
    async (request) => {
      const changed = await confirmEmailChange(ctx, request.body);
      if (!changed.undone) {
        await sendEmailChangedNotice(ctx, request.log, recipientOf(changed.previous), {
          email: changed.email,
          undo: await createUndoLink(ctx, changed),
        });
      }
      return done('account.email_changed', request.lang);
    },
  );

  r.post(
    apiRoutes.auth.setPassword.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        body: setPasswordBodySchema,
        response: { 200: tokenPairSchema.extend({ detail: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = { ...requireAuth(request), ip: request.ip };
      const tokens = await setPassword(ctx, caller, request.body);
      return { ...done('account.password_changed', request.lang), ...tokens };
    },
  );

  r.patch(
    apiRoutes.auth.updateOrganization.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        params: z.object({ organization_id: z.uuid() }),
        body: updateOrganizationBodySchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) =>
      updateOrganization(ctx, requireAuth(request), request.params.organization_id, request.body),
  );
}

/** The onboarding tours' state and the notification socket's one-use id. */
function onboardingAndSocketRoutes({ r, ctx, authenticate }: AuthRouteKit) {
  r.get(
    apiRoutes.auth.onboarding.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        response: { 200: z.array(onboardingItemSchema), ...errors },
      },
    },
    async (request) => listOnboarding(ctx.db, requireAuth(request)),
  );

  r.post(
    apiRoutes.auth.completeOnboardingStep.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        params: onboardingParamSchema,
        response: { 200: z.array(onboardingItemSchema), ...errors },
      },
    },
    async (request) => hideOnboarding(ctx.db, requireAuth(request), request.params.id),
  );

  // The help menu's "Show the tour of this page" and "Show all tours again": the caller's own
  // hidden tours only; both answer the list like POST.
  r.delete(
    apiRoutes.auth.reopenOnboardingStep.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        params: onboardingParamSchema,
        response: { 200: z.array(onboardingItemSchema), ...errors },
      },
    },
    async (request) => showOnboarding(ctx.db, requireAuth(request), request.params.id),
  );

  r.delete(
    apiRoutes.auth.restartOnboarding.path,
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: secured,
        response: { 200: z.array(onboardingItemSchema), ...errors },
      },
    },
    async (request) => showAllOnboarding(ctx.db, requireAuth(request)),
  );

  r.get(
    apiRoutes.auth.socketId.path,
    {
      onRequest: authenticate,
      schema: { tags, security: secured, response: { 200: websocketIdSchema, ...errors } },
    },
    async (request) => issueWebsocketId(ctx.db, requireAuth(request)),
  );
}
