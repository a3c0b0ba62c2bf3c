import {
  accountDetailsSchema,
  checkEmailAnswerSchema,
  checkEmailTokenAnswerSchema,
  checkPasswordTokenSchema,
  emailTokenAnswerSchema,
  loginSchema,
  passwordResetSchema,
  recoverySchema,
  refreshTokenSchema,
  registerSchema,
  resendVerificationSchema,
  tokenPairSchema,
  verifyCodeSchema,
} from '@kontor/domain/accounts';
import { emailSchema } from '@kontor/domain/fields';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { localeOf } from '../../platform/http/locale';
import { chosenLocaleOf } from './auth.guard';
import { deviceName } from './device-name';
import {
  checkEmail,
  checkEmailToken,
  checkPasswordToken,
  completeAccount,
  login,
  logout,
  recovery,
  refresh,
  register,
  resendVerification,
  resetPassword,
  verifyCode,
} from './auth.service';

/**
 * Rate limits, each per route and per window of one minute. Calls that name an address (login,
 * resend, recovery) count per IP and address, so one office behind one IP does not lock out its
 * colleagues. The 7-character code (32^7 ≈ 3.4·10^10 values, 15 minutes) is the one guessable
 * secret and gets the tight limit; the mailed link tokens are 256-bit random values, so their
 * checks only need a limit against floods.
 */
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export const RATE_LIMITS = {
  login: perMinute(10),
  resend: perMinute(5),
  recovery: perMinute(5),
  codeCheck: perMinute(20),
  tokenChecks: perMinute(60),
  checkEmail: perMinute(30),
};

const byIp = (request: FastifyRequest) => request.ip;
// preHandler: the body is parsed and validated by then, so the address is normalised.
const byIpAndEmail = (request: FastifyRequest) =>
  `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`;

const limit = (rule: { max: number; timeWindow: string }, keyGenerator: (request: FastifyRequest) => string) => ({
  rateLimit: { ...rule, hook: 'preHandler' as const, keyGenerator },
});

/** The device a login names in the session list (device-name.ts). */
const deviceOf = (request: FastifyRequest) => deviceName(request.headers['user-agent']);

const tokenPairAnswer = z.object({ data: tokenPairSchema });
const emptyAnswer = z.object({ data: z.null() });
const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** Getting in and out: registration, e-mail verification, login, tokens and password recovery. */
export async function authRoutes(app: HttpApp, ctx: AppContext) {
  signUpRoutes(app, ctx);
  sessionRoutes(app, ctx);
  passwordRecoveryRoutes(app, ctx);
}

/** Registering and completing the account through the mailed code or link. */
function signUpRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'authRegister',
        security: [],
        tags: ['auth'],
        summary:
          'Register with e-mail, phone and the accepted terms version; answers a token pair (UNVERIFIED) and mails the code and link; a refused address → 422 9138',
        body: registerSchema,
        response: { 201: tokenPairAnswer },
      },
    },
    async (request, reply) => {
      const pair = await register(ctx, { ...request.body, locale: localeOf(request.headers) }, deviceOf(request));
      return reply.status(201).send({ data: pair });
    },
  );

  app.post(
    '/api/auth/check-email/:username',
    {
      config: limit(RATE_LIMITS.checkEmail, byIp),
      schema: {
        operationId: 'authCheckEmail',
        security: [],
        tags: ['auth'],
        summary: 'Whether the address belongs to an unverified account (false also for unknown addresses)',
        params: z.object({ username: z.string().max(300) }),
        response: { 200: z.object({ data: checkEmailAnswerSchema }) },
      },
    },
    async (request) => {
      const email = emailSchema.safeParse(request.params.username);
      // A malformed address is treated like an unknown one: same answer, same time.
      return { data: await checkEmail(ctx, email.success ? email.data : '') };
    },
  );

  app.post(
    '/api/auth/resend-email-verification',
    {
      config: limit(RATE_LIMITS.resend, byIpAndEmail),
      schema: {
        operationId: 'emailVerificationResendVerification',
        security: [],
        tags: ['auth'],
        summary:
          'Mail a new code and link (replacing the old) in the language used now; 200 for every address, 422 9138 when the mail server refuses it',
        body: resendVerificationSchema,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      await resendVerification(ctx, { email: request.body.email, locale: chosenLocaleOf(request) });
      return { data: null };
    },
  );

  app.post(
    '/api/auth/verify-email-verification-code',
    {
      // With `email` the count is per address (a guess then only ever hits that account's code).
      config: limit(RATE_LIMITS.codeCheck, byIpAndEmail),
      schema: {
        operationId: 'emailVerificationVerifyCode',
        security: [],
        tags: ['auth'],
        summary: 'Spend the mailed code; answers the token for /create-account?token= (wrong or expired → 422 5004)',
        body: verifyCodeSchema,
        response: { 200: z.object({ data: emailTokenAnswerSchema }) },
      },
    },
    async (request) => ({ data: await verifyCode(ctx, { code: request.body.code, email: request.body.email }) }),
  );

  app.post(
    '/api/auth/check-email-token/:token',
    {
      config: limit(RATE_LIMITS.tokenChecks, byIp),
      schema: {
        operationId: 'authCheckEmailToken',
        security: [],
        tags: ['auth'],
        summary: 'Check an account-completion link token; answers its e-mail (expired or used → 422 5004)',
        params: tokenParam,
        response: { 200: z.object({ data: checkEmailTokenAnswerSchema }) },
      },
    },
    async (request) => ({ data: await checkEmailToken(ctx, request.params.token) }),
  );

  app.post(
    '/api/auth/email-verify/:emailToken',
    {
      config: limit(RATE_LIMITS.tokenChecks, byIp),
      schema: {
        operationId: 'authCompleteAccount',
        security: [],
        tags: ['auth'],
        summary: 'Complete the account with the link token: the user becomes VERIFIED and is logged in',
        params: z.object({ emailToken: z.string().min(1).max(200) }),
        body: accountDetailsSchema,
        response: { 200: tokenPairAnswer },
      },
    },
    async (request) => ({
      data: await completeAccount(ctx, { token: request.params.emailToken, details: request.body }, deviceOf(request)),
    }),
  );
}

/** A login's tokens: log in, refresh the pair, log out. */
function sessionRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/auth/login',
    {
      config: limit(RATE_LIMITS.login, byIpAndEmail),
      schema: {
        operationId: 'authLogin',
        security: [],
        tags: ['auth'],
        summary: 'Log in; wrong e-mail or password → 422 4004, blocked → 403 1113',
        body: loginSchema,
        response: { 200: tokenPairAnswer },
      },
    },
    async (request) => ({ data: await login(ctx, request.body, deviceOf(request)) }),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        operationId: 'sessionRefresh',
        security: [],
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (rotation; a reused token revokes its family → 401)',
        body: refreshTokenSchema,
        response: { 200: tokenPairAnswer },
      },
    },
    async (request) => ({ data: await refresh(ctx, request.body.refreshToken, deviceOf(request)) }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        operationId: 'sessionLogout',
        security: [],
        tags: ['auth'],
        summary: 'Revoke the refresh token (and its family)',
        body: refreshTokenSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await logout(ctx, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
}

/** A forgotten password: the mailed reset token, checked, then spent on the new password. */
function passwordRecoveryRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/auth/recovery',
    {
      config: limit(RATE_LIMITS.recovery, byIpAndEmail),
      schema: {
        operationId: 'authRecovery',
        security: [],
        tags: ['auth'],
        summary:
          'Mail a password-reset link in the language used now; 200 for every address, 422 9138 when the mail server refuses it',
        body: recoverySchema,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      await recovery(ctx, { email: request.body.email, locale: chosenLocaleOf(request) });
      return { data: null };
    },
  );

  app.post(
    '/api/auth/check-password-token',
    {
      config: limit(RATE_LIMITS.tokenChecks, byIp),
      schema: {
        operationId: 'authCheckPasswordToken',
        security: [],
        tags: ['auth'],
        summary: 'Check a password-reset token (expired or used → 422 5004)',
        body: checkPasswordTokenSchema,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      await checkPasswordToken(ctx, { token: request.body.token, email: request.body.email });
      return { data: null };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: limit(RATE_LIMITS.tokenChecks, byIp),
      schema: {
        operationId: 'authResetPassword',
        security: [],
        tags: ['auth'],
        summary: 'Set a new password with the reset token; ends other logins and answers a token pair',
        body: passwordResetSchema,
        response: { 200: tokenPairAnswer },
      },
    },
    async (request) => ({ data: await resetPassword(ctx, request.body, deviceOf(request)) }),
  );
}
