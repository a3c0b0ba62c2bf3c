import { randomUUID } from 'node:crypto';
import type {
  accountDetailsSchema,
  changePasswordSchema,
  loginSchema,
  Me,
  passwordResetSchema,
  TokenPair,
  userDetailsSchema,
} from '@kontor/domain/accounts';
import { ACCESS_TOKEN_SECONDS, type Locale, REFRESH_TOKEN_SECONDS } from '@kontor/domain/constants';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Mail } from '../../platform/mail/mailer';
import { getCompanySummary } from '../company/company.service';
import { signAccessToken } from './access-token';
import { createAuthTokensRepository, type EmailTokenPurpose } from './auth-tokens.repository';
import { passwordResetMail, verificationMail } from './auth.mails';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';
import { randomCode, randomPublicId, randomToken, sha256 } from './secrets';
import { createUsersRepository, type UserRow } from './users.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const CODE_TTL_MS = 15 * MINUTE;
export const LINK_TTL_MS = 24 * HOUR;
export const RESET_TTL_MS = 24 * HOUR;
/**
 * Calls that must not reveal whether an address is registered (check-email, resend, recovery) do
 * one lookup, answer no sooner than this, and do the rest (secrets, mail) after the answer.
 */
export const UNIFORM_ANSWER_MS = 250;

// The services receive what the route's schema has already parsed.
type Login = z.output<typeof loginSchema>;
type AccountDetails = z.output<typeof accountDetailsSchema>;
type PasswordReset = z.output<typeof passwordResetSchema>;
type UserDetails = z.output<typeof userDetailsSchema>;
type ChangePassword = z.output<typeof changePasswordSchema>;

const invalidCode = () => new AppError('5004', 422, { token: '5004' });
const blocked = () => new AppError('1113', 403);

/** The calendar day in Germany, where the dealers are: a trial ends on a German date. */
export function germanDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/**
 * Prepares and sends a mail after the answer: the new secrets are written and the mail goes out in
 * the background, so a known address costs the request no more than an unknown one. A failure is
 * logged; the user can ask again.
 */
function mailLater(ctx: AppContext, prepare: () => Promise<Mail>): void {
  void (async () => {
    const mail = await prepare();
    await ctx.mailer.send(mail);
  })().catch((error: unknown) => ctx.log(`mail failed: ${String(error)}`));
}

export function createAuthService(ctx: AppContext) {
  const db = ctx.database.db;
  const usersRepo = createUsersRepository(db);
  const tokensRepo = createAuthTokensRepository(db);

  async function issueTokenPair(userId: string, rememberMe: boolean, familyId: string = randomUUID()): Promise<TokenPair> {
    const now = ctx.clock.now();
    const refreshToken = randomToken();
    await tokensRepo.insertRefreshToken({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      rememberMe,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    });
    return { token: await signAccessToken(ctx.jwtSecret, userId, now), refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /** A fresh secret for a purpose, replacing the unused ones of that purpose; returns the secret. */
  async function newEmailToken(userId: string, purpose: EmailTokenPurpose, ttlMs: number, secret: () => string): Promise<string> {
    const now = ctx.clock.now();
    await tokensRepo.retireEmailTokens(userId, [purpose], now);
    // The unique index on the hash makes an (astronomically rare) collision fail loudly; try again.
    for (let attempt = 0; ; attempt += 1) {
      const value = secret();
      try {
        await tokensRepo.insertEmailToken({ userId, purpose, tokenHash: sha256(value), expiresAt: new Date(now.getTime() + ttlMs) });
        return value;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  }

  async function verificationMailFor(user: Pick<UserRow, 'id' | 'email' | 'locale'>): Promise<Mail> {
    const code = await newEmailToken(user.id, 'EMAIL_CODE', CODE_TTL_MS, randomCode);
    const link = await newEmailToken(user.id, 'EMAIL_LINK', LINK_TTL_MS, randomToken);
    return verificationMail(user.locale, user.email, code, `${ctx.config.publicUrl}/create-account/${link}`);
  }

  async function me(userId: string): Promise<Me> {
    const user = await usersRepo.findById(userId);
    if (!user) throw new AppError('401', 401);
    const today = germanDay(ctx.clock.now());
    const trialRunning = user.subscriptionEndDay !== null && user.subscriptionEndDay >= today;
    return {
      id: user.id,
      publicId: user.publicId,
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      birthDate: user.birthDate,
      gender: user.gender,
      status: user.status,
      company: user.companyId ? await getCompanySummary(ctx, user.companyId) : null,
      isSubscribedToPaidPlan: user.isSubscribedToPaidPlan,
      isFreeTrialPlan: !user.isSubscribedToPaidPlan && trialRunning,
      subscriptionEndDay: user.subscriptionEndDay,
      locale: user.locale,
    };
  }

  return {
    me,

    /** Creates an UNVERIFIED user, mails the code and the link, and logs the user in at once. */
    async register(input: { email: string; phoneNumber: string }, locale: Locale): Promise<TokenPair> {
      if (await usersRepo.findByEmail(input.email)) throw invalid({ email: '4001' });
      let user: UserRow | undefined;
      for (let attempt = 0; attempt < 3 && !user; attempt += 1) {
        user = await usersRepo.insert({ publicId: randomPublicId(), email: input.email, phone: input.phoneNumber, locale });
        // A conflict is either the address (taken a moment ago) or, rarely, the public id.
        if (!user && (await usersRepo.findByEmail(input.email))) throw invalid({ email: '4001' });
      }
      if (!user) throw new Error('could not create a unique public id');
      const mail = await verificationMailFor(user);
      try {
        await ctx.mailer.send(mail);
      } catch (error) {
        // The account exists and the user is logged in; "resend" gets the mail out later.
        ctx.log(`verification mail to ${user.email} failed: ${String(error)}`);
      }
      return issueTokenPair(user.id, false);
    },

    async login(input: Login): Promise<TokenPair> {
      const user = await usersRepo.findByEmail(input.email);
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw invalid({ password: '4004' });
      // Told only to whoever knows the password, so the block does not reveal the address.
      if (user.blocked) throw blocked();
      return issueTokenPair(user.id, input.rememberMe);
    },

    /** Exchanges a refresh token for a new pair; a token presented twice revokes its whole family. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = ctx.clock.now();
      const row = await tokensRepo.findRefreshToken(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('401', 401);
      if (row.usedAt || !(await tokensRepo.markRefreshTokenUsed(row.id, now))) {
        await tokensRepo.revokeFamily(row.familyId, now);
        throw new AppError('401', 401);
      }
      const user = await usersRepo.findAuthUser(row.userId);
      if (!user) throw new AppError('401', 401);
      if (user.blocked) {
        await tokensRepo.revokeFamily(row.familyId, now);
        throw blocked();
      }
      return issueTokenPair(row.userId, row.rememberMe, row.familyId);
    },

    /** Ends the login the refresh token belongs to; an unknown token is already as good as ended. */
    async logout(refreshToken: string): Promise<void> {
      const row = await tokensRepo.findRefreshToken(sha256(refreshToken));
      if (row) await tokensRepo.revokeFamily(row.familyId, ctx.clock.now());
    },

    /** `unverified` is true only for a registered, unverified, unblocked address; false otherwise. */
    async checkEmail(email: string): Promise<{ unverified: boolean }> {
      return atLeast(UNIFORM_ANSWER_MS, async () => {
        const user = await usersRepo.findByEmail(email);
        return { unverified: !!user && user.status === 'UNVERIFIED' && !user.blocked };
      });
    },

    async resendVerification(email: string): Promise<void> {
      await atLeast(UNIFORM_ANSWER_MS, async () => {
        const user = await usersRepo.findByEmail(email);
        if (!user || user.status !== 'UNVERIFIED' || user.blocked) return;
        mailLater(ctx, () => verificationMailFor(user));
      });
    },

    /** A correct code is spent and answered with a fresh account-completion link token. */
    async verifyCode(code: string, email?: string): Promise<{ token: string }> {
      const now = ctx.clock.now();
      const found = await tokensRepo.findValidEmailToken('EMAIL_CODE', sha256(code), now);
      if (!found || (email && found.email.toLowerCase() !== email)) throw new AppError('5004', 422, { code: '5004' });
      if (!(await tokensRepo.consumeEmailToken(found.id, now))) throw new AppError('5004', 422, { code: '5004' });
      const user = await usersRepo.findAuthUser(found.userId);
      if (user?.blocked) throw blocked();
      const token = randomToken();
      await tokensRepo.insertEmailToken({ userId: found.userId, purpose: 'EMAIL_LINK', tokenHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS) });
      return { token };
    },

    async checkEmailToken(token: string): Promise<{ email: string }> {
      const found = await tokensRepo.findValidEmailToken('EMAIL_LINK', sha256(token), ctx.clock.now());
      if (!found) throw invalidCode();
      return { email: found.email };
    },

    /** Account completion: the link token is spent, the user becomes VERIFIED and the trial starts. */
    async completeAccount(token: string, details: AccountDetails): Promise<TokenPair> {
      const now = ctx.clock.now();
      const found = await tokensRepo.findValidEmailToken('EMAIL_LINK', sha256(token), now);
      if (!found) throw invalidCode();
      const user = await usersRepo.findAuthUser(found.userId);
      if (!user) throw invalidCode();
      if (user.blocked) throw blocked();
      const passwordHash = await hashPassword(details.password);
      await db.transaction(async (tx) => {
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
            subscriptionEndDay: addDays(germanDay(now), ctx.config.trialDays),
          },
          now,
        );
      });
      return issueTokenPair(found.userId, false);
    },

    /** Mails a reset link to a user who has a password; answers the same for every address. */
    async recovery(email: string): Promise<void> {
      await atLeast(UNIFORM_ANSWER_MS, async () => {
        const user = await usersRepo.findByEmail(email);
        if (!user || !user.passwordHash || user.blocked) return;
        mailLater(ctx, async () => {
          const token = await newEmailToken(user.id, 'PASSWORD_RESET', RESET_TTL_MS, randomToken);
          const link = `${ctx.config.publicUrl}/login/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
          return passwordResetMail(user.locale, user.email, link);
        });
      });
    },

    async checkPasswordToken(token: string, email: string): Promise<void> {
      const found = await tokensRepo.findValidEmailToken('PASSWORD_RESET', sha256(token), ctx.clock.now());
      if (!found || found.email.toLowerCase() !== email) throw invalidCode();
    },

    /** Sets the new password, spends the token, ends every other login and logs the user in. */
    async resetPassword(data: PasswordReset): Promise<TokenPair> {
      const now = ctx.clock.now();
      const found = await tokensRepo.findValidEmailToken('PASSWORD_RESET', sha256(data.token), now);
      if (!found || found.email.toLowerCase() !== data.email) throw invalidCode();
      const user = await usersRepo.findAuthUser(found.userId);
      if (!user) throw invalidCode();
      if (user.blocked) throw blocked();
      const passwordHash = await hashPassword(data.password);
      await db.transaction(async (tx) => {
        const txTokens = createAuthTokensRepository(tx);
        if (!(await txTokens.consumeEmailToken(found.id, now))) throw invalidCode();
        await createUsersRepository(tx).setPasswordHash(found.userId, passwordHash, now);
        await txTokens.revokeAllOfUser(found.userId, now);
      });
      return issueTokenPair(found.userId, false);
    },

    async updateDetails(userId: string, details: UserDetails): Promise<Me> {
      await usersRepo.updateDetails(
        userId,
        { phone: details.phoneNumber, firstName: details.firstName, lastName: details.lastName, gender: details.gender, birthDate: details.birthDate },
        ctx.clock.now(),
      );
      return me(userId);
    },

    async changePassword(userId: string, data: ChangePassword): Promise<void> {
      const user = await usersRepo.findById(userId);
      if (!user) throw new AppError('401', 401);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
        throw invalid({ currentPassword: '0034' });
      }
      if (data.password === data.currentPassword) throw invalid({ password: '0035' });
      await usersRepo.setPasswordHash(userId, await hashPassword(data.password), ctx.clock.now());
    },

    /** Operator: a blocked user is refused on login and on every authenticated call (1113). */
    async setBlocked(email: string, isBlocked: boolean): Promise<boolean> {
      const now = ctx.clock.now();
      const found = await usersRepo.setBlocked(email, isBlocked, now);
      if (found && isBlocked) {
        const user = await usersRepo.findByEmail(email);
        if (user) await tokensRepo.revokeAllOfUser(user.id, now);
      }
      return found;
    },
  };
}
