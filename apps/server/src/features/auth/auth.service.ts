import { randomUUID } from 'node:crypto';
import type {
  accountDetailsSchema,
  CheckEmailTokenAnswer,
  loginSchema,
  passwordResetSchema,
  registerSchema,
  TokenPair,
} from '@kontor/domain/accounts';
import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { ACCESS_TOKEN_SECONDS, type Locale, REFRESH_TOKEN_SECONDS } from '@kontor/domain/constants';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, invalid } from '../../platform/http/app-error';
import { type Mail, UndeliverableMailError } from '../../platform/mail/mailer';
import { signSessionAccessToken } from './access-token';
import { createAuthTokensRepository, type EmailTokenPurpose } from './auth-tokens.repository';
import { passwordResetMail, verificationMail } from './auth.mails';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';
import { randomCode, randomPublicId, randomToken, sha256 } from './secrets';
import { createUsersRepository, type UserRow } from './users.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CODE_TTL_MS = 15 * MINUTE;
const LINK_TTL_MS = 24 * HOUR;
const RESET_TTL_MS = 24 * HOUR;
/**
 * Calls that must not reveal whether an address is registered (check-email, resend, recovery)
 * answer no sooner than this; resend and recovery wait for the mailer's window when it is longer.
 */
export const UNIFORM_ANSWER_MS = 250;

// The services receive what the route's schema has already parsed.
type Login = z.output<typeof loginSchema>;
type Register = z.output<typeof registerSchema>;
type AccountDetails = z.output<typeof accountDetailsSchema>;
type PasswordReset = z.output<typeof passwordResetSchema>;
/** A mail asked for by address; `locale` is the language chosen on the page, if any. */
type MailRequest = { email: string; locale: Locale | null };

const invalidCode = () => new AppError('5004', 422, { token: '5004' });
const blocked = () => new AppError('1113', 403);

/** A trial ends on a German date: counted from the business day in Berlin, where the dealers are. */
export function trialEndDay(now: Date, trialDays: number): string {
  return addDays(todayInBerlin(now), trialDays);
}

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

const undeliverable = () => new AppError('9138', 422, { email: '9138' });

/**
 * Sends a mail and tells the user (9138) when the mail server refuses the address: a typo in the
 * address is then found at once instead of waiting for a mail that never comes. Any other failure
 * (server down, slow) is logged only; the address may be fine and the user can ask again. The
 * .eml fallback never refuses.
 */
async function sendOrRefuse(ctx: AppContext, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    if (error instanceof UndeliverableMailError) throw undeliverable();
    ctx.log(`mail to ${mail.to} failed: ${String(error)}`);
  }
}

/**
 * Resend and recovery must not tell a registered address from an unknown one, by answer or by
 * time, yet a mail the mail server refuses must be told (9138). Decision: every address is answered at the
 * same moment, `start + max(UNIFORM_ANSWER_MS, mailer.answerWindowMs)`, the window covering a
 * typical send (2 s for SMTP, see mailer.ts). For a known address the lookup, the new secrets and
 * the send run inside that window; an unknown address only waits for it. A refusal within the
 * window answers 9138 at the window's end; a send still running then is not waited for (the
 * answer is 200, the send goes on, and a later refusal is only logged), so a slow mail server
 * cannot make a registered address answer later than an unknown one. 9138 itself is told only
 * for an address the mail server says has no mailbox, which nobody can read mail at anyway.
 */
async function answerAfterMailWindow(ctx: AppContext, work: () => Promise<void>): Promise<void> {
  const windowMs = Math.max(UNIFORM_ANSWER_MS, ctx.mailer.answerWindowMs);
  let refused = false;
  void work().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof AppError && error.code === '9138') refused = true;
      else ctx.log(`mail work failed: ${String(error)}`);
    },
  );
  // The timer, not the work, decides when to answer; the work is never awaited past it.
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  if (refused) throw undeliverable();
}

const usersOf = (ctx: AppContext) => createUsersRepository(ctx.database.db);
const tokensOf = (ctx: AppContext) => createAuthTokensRepository(ctx.database.db);

/** A login's family carries its device and start along every rotation (the session list shows them). */
type NewLogin = {
  userId: string;
  rememberMe: boolean;
  device: string | null;
  family?: { id: string; startedAt: Date };
};

/** A new access token and refresh token; the refresh token joins `family`, or starts one. */
async function issueTokenPair(ctx: AppContext, { userId, rememberMe, device, family }: NewLogin): Promise<TokenPair> {
  const now = ctx.clock.now();
  const refreshToken = randomToken();
  const familyId = family?.id ?? randomUUID();
  await tokensOf(ctx).insertRefreshToken({
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    rememberMe,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    device,
    sessionStartedAt: family?.startedAt ?? now,
    createdAt: now,
  });
  return {
    token: signSessionAccessToken(ctx.jwtSecret, { userId, sessionId: familyId }, now),
    refreshToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
  };
}

type EmailTokenKind = { purpose: EmailTokenPurpose; ttlMs: number; secret: () => string };

/** A fresh secret for a purpose, replacing the unused ones of that purpose; returns the secret. */
async function newEmailToken(ctx: AppContext, userId: string, { purpose, ttlMs, secret }: EmailTokenKind): Promise<string> {
  const now = ctx.clock.now();
  const tokens = tokensOf(ctx);
  await tokens.retireEmailTokens(userId, [purpose], now);
  // The unique index on the hash makes an (astronomically rare) collision fail loudly; try again.
  for (let attempt = 0; ; attempt += 1) {
    const value = secret();
    try {
      await tokens.insertEmailToken({
        userId,
        purpose,
        tokenHash: sha256(value),
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return value;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function verificationMailFor(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'locale'>): Promise<Mail> {
  const code = await newEmailToken(ctx, user.id, { purpose: 'EMAIL_CODE', ttlMs: CODE_TTL_MS, secret: randomCode });
  const link = await newEmailToken(ctx, user.id, { purpose: 'EMAIL_LINK', ttlMs: LINK_TTL_MS, secret: randomToken });
  return verificationMail(user.locale, user.email, {
    code,
    link: `${ctx.config.publicUrl}/create-account/${link}`,
    sender: ctx.config.operator,
  });
}

/** The user with the language chosen now (stored when it changed); null keeps the stored one. */
async function withLocale(ctx: AppContext, user: UserRow, locale: Locale | null): Promise<UserRow> {
  if (!locale || locale === user.locale) return user;
  await usersOf(ctx).setLocale(user.id, locale);
  return { ...user, locale };
}

/**
 * Creates an UNVERIFIED user with the accepted terms version and time, mails the code and the
 * link, and logs the user in at once.
 */
export async function register(
  ctx: AppContext,
  { locale, ...input }: Register & { locale: Locale },
  device: string | null = null,
): Promise<TokenPair> {
  const users = usersOf(ctx);
  if (await users.findByEmail(input.email)) throw invalid({ email: '4001' });
  let user: UserRow | undefined;
  for (let attempt = 0; attempt < 3 && !user; attempt += 1) {
    user = await users.insert({
      publicId: randomPublicId(),
      email: input.email,
      phone: input.phoneNumber,
      locale,
      termsVersion: input.termsVersion,
      termsAcceptedAt: ctx.clock.now(),
    });
    // A conflict is either the address (taken a moment ago) or, rarely, the public id.
    if (!user && (await users.findByEmail(input.email))) throw invalid({ email: '4001' });
  }
  if (!user) throw new Error('could not create a unique public id');
  // A refused address answers 9138 and no login, but the account is kept: the row is harmless
  // (nobody can verify it without the mail), and should the refusal have been the mail server's
  // passing fault, login with the address offers the code box and "resend" as for any
  // unverified account. Deleting it instead would let a second request race the first.
  await sendOrRefuse(ctx, await verificationMailFor(ctx, user));
  return issueTokenPair(ctx, { userId: user.id, rememberMe: false, device });
}

export async function login(ctx: AppContext, input: Login, device: string | null = null): Promise<TokenPair> {
  const user = await usersOf(ctx).findByEmail(input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalid({ password: '4004' });
  // Told only to whoever knows the password, so the block does not reveal the address.
  if (user.blocked) throw blocked();
  return issueTokenPair(ctx, { userId: user.id, rememberMe: input.rememberMe, device });
}

/** Exchanges a refresh token for a new pair; a token presented twice revokes its whole family. */
export async function refresh(ctx: AppContext, refreshToken: string, device: string | null = null): Promise<TokenPair> {
  const now = ctx.clock.now();
  const tokens = tokensOf(ctx);
  const row = await tokens.findRefreshToken(sha256(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('401', 401);
  if (row.usedAt || !(await tokens.markRefreshTokenUsed(row.id, now))) {
    await tokens.revokeFamily(row.familyId, now);
    throw new AppError('401', 401);
  }
  const user = await usersOf(ctx).findAuthUser(row.userId);
  if (!user) throw new AppError('401', 401);
  if (user.blocked) {
    await tokens.revokeFamily(row.familyId, now);
    throw blocked();
  }
  // The login keeps its start; its device is the one refreshing now (a browser updates itself).
  return issueTokenPair(ctx, {
    userId: row.userId,
    rememberMe: row.rememberMe,
    device: device ?? row.device,
    family: { id: row.familyId, startedAt: row.sessionStartedAt ?? row.createdAt },
  });
}

/** Ends the login the refresh token belongs to; an unknown token is already as good as ended. */
export async function logout(ctx: AppContext, refreshToken: string): Promise<void> {
  const tokens = tokensOf(ctx);
  const row = await tokens.findRefreshToken(sha256(refreshToken));
  if (row) await tokens.revokeFamily(row.familyId, ctx.clock.now());
}

/** `unverified` is true only for a registered, unverified, unblocked address; false otherwise. */
export async function checkEmail(ctx: AppContext, email: string): Promise<{ unverified: boolean }> {
  return atLeast(UNIFORM_ANSWER_MS, async () => {
    const user = await usersOf(ctx).findByEmail(email);
    return { unverified: !!user && user.status === 'UNVERIFIED' && !user.blocked };
  });
}

/**
 * The mail goes out in `locale`, the language the person uses now, which is also stored. Every
 * address is answered after the same mail window (see answerAfterMailWindow).
 */
export async function resendVerification(ctx: AppContext, { email, locale }: MailRequest): Promise<void> {
  await answerAfterMailWindow(ctx, async () => {
    const user = await usersOf(ctx).findByEmail(email);
    if (!user || user.status !== 'UNVERIFIED' || user.blocked) return;
    await sendOrRefuse(ctx, await verificationMailFor(ctx, await withLocale(ctx, user, locale)));
  });
}

/** A correct code is spent and answered with a fresh account-completion link token. */
export async function verifyCode(ctx: AppContext, { code, email }: { code: string; email?: string }): Promise<{ token: string }> {
  const now = ctx.clock.now();
  const tokens = tokensOf(ctx);
  const found = await tokens.findValidEmailToken('EMAIL_CODE', sha256(code), now);
  if (!found || (email && found.email.toLowerCase() !== email)) throw new AppError('5004', 422, { code: '5004' });
  if (!(await tokens.consumeEmailToken(found.id, now))) throw new AppError('5004', 422, { code: '5004' });
  const user = await usersOf(ctx).findAuthUser(found.userId);
  if (user?.blocked) throw blocked();
  const token = randomToken();
  await tokens.insertEmailToken({
    userId: found.userId,
    purpose: 'EMAIL_LINK',
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  return { token };
}

/**
 * Whose link it is: the address, and the phone number given at registration, which the completion
 * form offers again when the link is opened in another browser than the one that registered.
 */
export async function checkEmailToken(ctx: AppContext, token: string): Promise<CheckEmailTokenAnswer> {
  const found = await tokensOf(ctx).findValidEmailToken('EMAIL_LINK', sha256(token), ctx.clock.now());
  if (!found) throw invalidCode();
  return { email: found.email, phoneNumber: found.phone };
}

/** Account completion: the link token is spent, the user becomes VERIFIED and the trial starts. */
export async function completeAccount(
  ctx: AppContext,
  { token, details }: { token: string; details: AccountDetails },
  device: string | null = null,
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const found = await tokensOf(ctx).findValidEmailToken('EMAIL_LINK', sha256(token), now);
  if (!found) throw invalidCode();
  const user = await usersOf(ctx).findAuthUser(found.userId);
  if (!user) throw invalidCode();
  if (user.blocked) throw blocked();
  const passwordHash = await hashPassword(details.password);
  await ctx.database.db.transaction(async (tx) => {
    const txTokens = createAuthTokensRepository(tx);
    if (!(await txTokens.consumeEmailToken(found.id, now))) throw invalidCode();
    await txTokens.retireEmailTokens(found.userId, ['EMAIL_CODE', 'EMAIL_LINK'], now);
    await createUsersRepository(tx).completeAccount(
      found.userId,
      {
        phone: details.phoneNumber,
        firstName: details.firstName,
        lastName: details.lastName,
        gender: details.gender,
        birthDate: details.birthDate,
        passwordHash,
        subscriptionEndDay: trialEndDay(now, ctx.config.trialDays),
      },
      now,
    );
  });
  return issueTokenPair(ctx, { userId: found.userId, rememberMe: false, device });
}

/**
 * Mails a reset link, in the language used now, to a user who has a password; answers the same
 * for every address, after the same mail window, unless the mail server refuses it within that
 * window (9138, as with resend).
 */
export async function recovery(ctx: AppContext, { email, locale }: MailRequest): Promise<void> {
  await answerAfterMailWindow(ctx, async () => {
    const found = await usersOf(ctx).findByEmail(email);
    if (!found || !found.passwordHash || found.blocked) return;
    const user = await withLocale(ctx, found, locale);
    const token = await newEmailToken(ctx, user.id, { purpose: 'PASSWORD_RESET', ttlMs: RESET_TTL_MS, secret: randomToken });
    const link = `${ctx.config.publicUrl}/login/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
    await sendOrRefuse(ctx, passwordResetMail(user.locale, user.email, { link, sender: ctx.config.operator }));
  });
}

export async function checkPasswordToken(ctx: AppContext, { token, email }: { token: string; email: string }): Promise<void> {
  const found = await tokensOf(ctx).findValidEmailToken('PASSWORD_RESET', sha256(token), ctx.clock.now());
  if (!found || found.email.toLowerCase() !== email) throw invalidCode();
}

/** Sets the new password, spends the token, ends every other login and logs the user in. */
export async function resetPassword(ctx: AppContext, data: PasswordReset, device: string | null = null): Promise<TokenPair> {
  const now = ctx.clock.now();
  const found = await tokensOf(ctx).findValidEmailToken('PASSWORD_RESET', sha256(data.token), now);
  if (!found || found.email.toLowerCase() !== data.email) throw invalidCode();
  const user = await usersOf(ctx).findAuthUser(found.userId);
  if (!user) throw invalidCode();
  if (user.blocked) throw blocked();
  const passwordHash = await hashPassword(data.password);
  await ctx.database.db.transaction(async (tx) => {
    const txTokens = createAuthTokensRepository(tx);
    if (!(await txTokens.consumeEmailToken(found.id, now))) throw invalidCode();
    await createUsersRepository(tx).setPasswordHash(found.userId, passwordHash, now);
    await txTokens.revokeAllOfUser(found.userId, now);
  });
  return issueTokenPair(ctx, { userId: found.userId, rememberMe: false, device });
}

/** Operator: a blocked user is refused on login and on every authenticated call (1113). */
export async function setBlocked(ctx: AppContext, { email, isBlocked }: { email: string; isBlocked: boolean }): Promise<boolean> {
  const now = ctx.clock.now();
  const users = usersOf(ctx);
  const found = await users.setBlocked(email, isBlocked, now);
  if (found && isBlocked) {
    const user = await users.findByEmail(email);
    if (user) await tokensOf(ctx).revokeAllOfUser(user.id, now);
  }
  return found;
}
