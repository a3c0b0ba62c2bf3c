import { LOCALE_COOKIE } from '@kontor/domain/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setAuditUser } from '../../platform/audit/audit-scope';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { localeOf } from '../../platform/http/locale';
import { verifyAccessToken, sessionIdOf } from './access-token';
import { createUsersRepository, findAuthUserById } from './users.repository';

type AuthUser = {
  id: string;
  email: string;
  status: 'UNVERIFIED' | 'VERIFIED';
  companyId: string | null;
  locale: 'de' | 'en';
  /** The last day the user may change data (trial, or a canceled subscription); null: no end. */
  subscriptionEndDay: string | null;
};

export type CompanyUser = AuthUser & { companyId: string };

/**
 * The language the person chose in the app (the locale cookie), or null when the request does not
 * say (an API client): only an explicit choice may change the language the user's mails go out in.
 */
export function chosenLocaleOf(request: FastifyRequest): 'de' | 'en' | null {
  return request.headers.cookie?.includes(`${LOCALE_COOKIE}=`) ? localeOf(request.headers) : null;
}

/** The user a request's Bearer token names, verified once per request (the gate and the guard share it). */
const tokenUserIds = new WeakMap<FastifyRequest, string | null>();

function tokenUserIdOf(ctx: AppContext, request: FastifyRequest): string | null {
  let userId = tokenUserIds.get(request);
  if (userId === undefined) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    userId = token ? verifyAccessToken(ctx.jwtSecret, token, ctx.clock.now()) : null;
    tokenUserIds.set(request, userId);
  }
  return userId;
}

/** The login (refresh-token family) the request's access token belongs to; null for a token from before logins were named. */
export function sessionIdOfRequest(ctx: AppContext, request: FastifyRequest): string | null {
  if (!tokenUserIdOf(ctx, request)) return null;
  return sessionIdOf(request.headers.authorization!.slice(7).trim());
}

/** The routes of a signed-in user: every one calls a guard below. */
const USER_ROUTE = /^\/(api|v1)\/user\//;

/**
 * Refuses a user route without a valid token (401) before its body or query is read, so that a
 * caller without one learns nothing of the route's schema from a 422, and nothing of its data.
 * The handler's guard still reads the user (blocked, verified, company) from the database.
 */
export function gateUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A callback hook, not an async one: it runs on every request, the vehicle list's included.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    done(route && USER_ROUTE.test(route) && !tokenUserIdOf(ctx, request) ? new AppError('401', 401) : undefined);
  });
}

/**
 * The caller, from the Bearer token, read fresh from the database so that a block or a new
 * company takes effect at once. 401 without a valid token; 1113 when blocked. A language switched
 * in the app is stored on the user, so later mails (also those sent by jobs) use it.
 */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const userId = tokenUserIdOf(ctx, request);
  if (!userId) throw new AppError('401', 401);
  const user = await findAuthUserById(ctx.database.pool, userId);
  if (!user) throw new AppError('401', 401);
  if (user.blocked) throw new AppError('1113', 403);
  const chosen = chosenLocaleOf(request);
  if (chosen && chosen !== user.locale) await createUsersRepository(ctx.database.db).setLocale(user.id, chosen);
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    companyId: user.companyId,
    locale: chosen ?? user.locale,
    subscriptionEndDay: user.subscriptionEndDay,
  };
}

/** A verified user; an unverified one works in the demo version and may not change data (403). */
export async function requireVerifiedUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  if (user.status !== 'VERIFIED') throw new AppError('403', 403);
  return user;
}

/**
 * A verified user with a company, whatever their plan: the caller of the subscription routes, which
 * must stay open after the trial so that the dealer can order one.
 */
export async function requireCompanyMember(ctx: AppContext, request: FastifyRequest): Promise<CompanyUser> {
  const user = await requireVerifiedUser(ctx, request);
  if (!user.companyId) throw new AppError('403', 403);
  // The audit trail names who acted on the company's data.
  setAuditUser(user.id);
  return { ...user, companyId: user.companyId };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * A verified user with a company: the caller of every company-scoped route. After the trial (or a
 * canceled subscription) has ended without a plan, the company's data stays readable (its
 * documents must be kept and found) but no longer changes: 403 5005.
 */
export async function requireCompanyUser(ctx: AppContext, request: FastifyRequest): Promise<CompanyUser> {
  const user = await requireCompanyMember(ctx, request);
  if (!READS.has(request.method) && user.subscriptionEndDay !== null && user.subscriptionEndDay < businessToday(ctx.clock)) {
    throw new AppError('5005', 403);
  }
  return user;
}
